"""``referee fuzz``: differential fuzzing of an engine against the reference engine (docs/FUZZING.md).

Positions come from the probe cards of a tier (:mod:`.positions`), actions from what the reference engine
says is legal, plus some that are not (:mod:`.runner`); after every action both engines' replies are compared
by the observation rules of PROTOCOL.md §11 (:mod:`.observe`). A divergence is shrunk by Hypothesis and
written as a scenario in the step library's vocabulary with a JSON repro (:mod:`.writer`).
"""
