"""Referee: a rules conformance kit for card-game rules engines.

The kit is four things that ship together: Gherkin scenarios (``features/``), an engine-agnostic
pytest-bdd step library (``steps/``), JSON Schemas for the adapter protocol (``schemas/``), and this
package, which runs the scenarios against any engine that speaks the protocol.
"""

__version__ = "0.1.0"
PROTOCOL_VERSION = 1
