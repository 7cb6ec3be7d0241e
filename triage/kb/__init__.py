"""The knowledge base (symptoms, causes, rules read from YAML) and the inference
engine that turns a run's findings into one ranked, explained list of causes."""

from triage.kb.engine import combine, combine_all, fire_rules, infer
from triage.kb.facts import FACTS, derive_facts
from triage.kb.loader import KnowledgeBase, Problem, check_knowledge_base, load_knowledge_base

__all__ = [
    "FACTS",
    "KnowledgeBase",
    "Problem",
    "check_knowledge_base",
    "combine",
    "combine_all",
    "derive_facts",
    "fire_rules",
    "infer",
    "load_knowledge_base",
]
