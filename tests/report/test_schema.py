"""The format-1 JSON Schema: shipped in the package, accepts what the model
writes, rejects what the contract forbids."""

from __future__ import annotations

import copy
import json
from typing import Any

import jsonschema
import pytest

from tests.report.builders import healthy_diagnosis, nan_runaway_diagnosis, overfitting_diagnosis
from triage.model import json_document
from triage.report import diagnosis_schema


def _document() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(
        json_document([overfitting_diagnosis(), nan_runaway_diagnosis(), healthy_diagnosis()])
    )
    return doc


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    schema = diagnosis_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["properties"]["format"] == {
        "const": 1,
        "description": schema["properties"]["format"]["description"],
    }


def test_documents_the_model_writes_validate() -> None:
    jsonschema.validate(_document(), diagnosis_schema())
    jsonschema.validate(json.loads(overfitting_diagnosis().to_json()), diagnosis_schema())


@pytest.mark.parametrize(
    "breakage",
    [
        lambda d: d.update(format=2),
        lambda d: d["runs"][0].update(verdict="broken"),
        lambda d: d["runs"][0]["symptoms"][0].update(severity="severe"),
        lambda d: d["runs"][0]["symptoms"][0].update(confidence=1.5),
        lambda d: d["runs"][0]["symptoms"][0].update(id="Not_Kebab"),
        lambda d: d["runs"][0]["symptoms"][0].update(span=[1]),
        lambda d: d["runs"][0]["causes"][0].pop("why"),
        lambda d: d["runs"][0].pop("notes"),
        lambda d: d["runs"][0]["series"][0].update(role="training"),
        lambda d: d.update(extra=True),
    ],
)
def test_the_schema_rejects_documents_that_break_the_contract(breakage: Any) -> None:
    doc = copy.deepcopy(_document())
    breakage(doc)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, diagnosis_schema())


def test_non_finite_measurements_are_strings_and_still_valid() -> None:
    diagnosis = nan_runaway_diagnosis()
    object.__setattr__(diagnosis.symptoms[1], "measurements", {"peak": float("inf"), "first": float("nan")})
    doc = json.loads(diagnosis.to_json())
    jsonschema.validate(doc, diagnosis_schema())
    assert doc["runs"][0]["symptoms"][1]["measurements"] == {"peak": "Infinity", "first": "NaN"}
