"""How Referee reads what an engine reports, by the observation rules of PROTOCOL.md §11.

Shared by the step library (``steps/``, which imports these modules) and ``referee fuzz`` (which may not
import the step library): engine-chosen ids seen as the protocol's canonical ids (:mod:`.aliases`), prompts
whose only answer is forced (:mod:`.forced`), events compared moment by moment (:mod:`.events`), events
and states read in one normal form whatever shape of reporting the engine chose (:mod:`.normal`).
"""
