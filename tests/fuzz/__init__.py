"""A structure-aware fuzz harness for every reader and the pipeline behind them.

Seeds come from the demo runs (written out in every format the readers know) and the real
logs when present; mutators flip bytes, truncate, insert, rewrite TFRecord frames with valid
checksums, edit protobuf fields, CSV cells, JSON trees and YAML. Each input goes through the
library pipeline in-process (a time and an address-space bound), a sample through the CLI in a
subprocess. `python -m tests.fuzz --seconds 600` runs it standalone; CI runs a bounded,
derandomized budget (test_fuzz.py); every crasher ever found is kept under regressions/.
"""
