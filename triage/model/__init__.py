"""The data model every stage shares: Run and Series (what was read), Finding
(what a detector measured), Diagnosis (ranked causes). It imports no stage."""

from triage.model.diagnosis import JSON_FORMAT, Diagnosis, RankedCause, Verdict, json_document
from triage.model.finding import SEVERITIES, Finding, Severity, severity_rank
from triage.model.run import Histograms, Kind, Role, Run, Series

__all__ = [
    "JSON_FORMAT",
    "SEVERITIES",
    "Diagnosis",
    "Finding",
    "Histograms",
    "Kind",
    "RankedCause",
    "Role",
    "Run",
    "Series",
    "Severity",
    "Verdict",
    "json_document",
    "severity_rank",
]
