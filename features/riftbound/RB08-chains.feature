@edition:riftbound:1.2
Feature: RB08 - Chains

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | deckA3 | Probe Footsoldier | A     | main_deck |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 9, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 9, "power": {"fury": 2, "mind": 1}}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:327 @rule:riftbound:327.1 @rule:riftbound:328 @rule:riftbound:328.1 @rule:riftbound:328.2 @rule:riftbound:328.3 @rule:riftbound:333.1 @rule:riftbound:333.1.a @rule:riftbound:351 @rule:riftbound:351.1 @rule:riftbound:351.2 @rule:riftbound:349.1 @rule:riftbound:349.2 @edition:riftbound:1.3
  Scenario: [1] A spell being played moves to the chain as a pending item, is finalized, and its player keeps priority
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    When A plays ins1
    Then the events include, in order:
      | type         | object | from | to    | id   | kind  | controller |
      | zone_changed | ins1   | hand | chain |      |       |            |
      | finalized    |        |      |       | ins1 |       |            |
    And the events include, in order:
      | type       | id   | kind  | controller |
      | chain_push | ins1 | spell | A          |
      | finalized  | ins1 |       |            |
    And these events did not happen:
      | type     | player |
      | priority | B      |
    And the objects are:
      | id   | zone  |
      | ins1 | chain |
    And the chain is:
      | id   | kind  | controller | pending |
      | ins1 | spell | A          | false   |
    And the state includes:
      | path       | value          |
      | turn_state | neutral_closed |

  @rule:riftbound:327.2 @rule:riftbound:370.2 @rule:riftbound:370.2.a @rule:riftbound:370.2.a.1 @rule:riftbound:389.1 @rule:riftbound:334.1.b.2 @edition:riftbound:1.3
  Scenario: [2] An activated ability is queued on the chain with no card and closes the state
    Given the objects:
      | id   | card        | owner | zone |
      | rel1 | Probe Relic | A     | base |
    When A activates rel1
    Then the events include, in order:
      | type       | id     | kind      | source | controller |
      | chain_push | rel1#1 | activated | rel1   | A          |
      | finalized  | rel1#1 |           |        |            |
    And the chain is:
      | id     | kind      | source | controller |
      | rel1#1 | activated | rel1   | A          |
    And the state includes:
      | path              | value          |
      | turn_state        | neutral_closed |
      | objects.rel1.zone | base           |

  @rule:riftbound:329.1 @rule:riftbound:329.2 @rule:riftbound:325 @rule:riftbound:325.1 @rule:riftbound:334.1 @rule:riftbound:334.1.a @rule:riftbound:334.1.a.4 @rule:riftbound:334.1.a.7 @edition:riftbound:1.3
  Scenario: [3] A Reaction played while a chain exists joins that same chain on top
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | qs1  | Probe Quick Study | B     | hand |
    When A plays ins1
    And A passes priority
    And B plays qs1
    Then the events include, in order:
      | type       | id  | controller |
      | chain_push | qs1 | B          |
      | finalized  | qs1 |            |
    And the chain is:
      | id   | kind  | controller |
      | qs1  | spell | B          |
      | ins1 | spell | A          |
    And B has priority

  @rule:riftbound:334.1.a.5 @edition:riftbound:1.3
  Scenario: [4] The player who started the chain may add another card on top before passing
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | qs1  | Probe Quick Study | A     | hand |
    When A plays ins1
    And A plays qs1
    Then the chain is:
      | id   | controller |
      | qs1  | A          |
      | ins1 | A          |
    And A has priority

  @rule:riftbound:330 @rule:riftbound:330.1 @rule:riftbound:330.1.a @rule:riftbound:334.1.a.1 @rule:riftbound:334.1.a.2 @rule:riftbound:334.1.a.6 @edition:riftbound:1.3
  Scenario: [5] While a chain exists a card without Reaction cannot be played, even an Action spell
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | fs1  | Probe Field Study | B     | hand |
      | f2   | Probe Footsoldier | B     | hand |
    When A plays ins1
    And A passes priority
    And B plays fs1
    Then the action is rejected as timing
    When B plays f2
    Then the action is rejected as timing
    And the chain is:
      | id   |
      | ins1 |

  @rule:riftbound:330.1.b @rule:riftbound:334.1.b @rule:riftbound:334.1.b.1 @edition:riftbound:1.3
  Scenario: [6] While a chain exists an ability without Reaction cannot be activated, but a Reaction ability can
    Given the objects:
      | id     | card            | owner | zone |
      | ins1   | Probe Insight   | A     | hand |
      | rel1   | Probe Relic     | A     | base |
      | runeA1 | Probe Fury Rune | A     | base |
    When A plays ins1
    And A activates rel1
    Then the action is rejected as timing
    When A activates runeA1
    Then the events include, in order:
      | type  | player | energy |
      | added | A      | 1      |
    And the chain is:
      | id   |
      | ins1 |

  @rule:riftbound:333.1.c @rule:riftbound:333.1.c.1 @rule:riftbound:348.1 @rule:riftbound:356.2 @rule:riftbound:356.2.c @rule:riftbound:356 @rule:riftbound:356.1 @edition:riftbound:1.3
  Scenario: [7] A unit resolves as soon as it is finalized, entering exhausted, and the turn is open again
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    When A plays f1
    Then the events include, in order:
      | type         | id | object | to   |
      | chain_push   | f1 |        |      |
      | finalized    | f1 |        |      |
      | resolved     | f1 |        |      |
    And the events include, in order:
      | type         | object | to   | location |
      | zone_changed | f1     | base | base     |
    And these events did not happen:
      | type     | player |
      | priority | B      |
    And the chain is empty
    And the objects are:
      | id | zone | location | exhausted |
      | f1 | base | base     | true      |
    And the state includes:
      | path       | value        |
      | turn_state | neutral_open |
    And A has priority

  @rule:riftbound:335.1 @rule:riftbound:336.1 @rule:riftbound:336.4 @rule:riftbound:334.1.c @rule:riftbound:332.2 @rule:riftbound:329 @edition:riftbound:1.3
  Scenario: [8] After every player passes in succession the newest item resolves, then its predecessor's controller gets priority
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | qs1  | Probe Quick Study | B     | hand |
    When A plays ins1
    And A passes priority
    And B plays qs1
    And B passes priority
    Then A has priority
    And no resolved event happened
    When A passes priority
    Then the events include, in order:
      | type     | id   | player |
      | resolved | qs1  |        |
      | priority |      | A      |
    And these events did not happen:
      | type     | id   |
      | resolved | ins1 |
    And the chain is:
      | id   | controller |
      | ins1 | A          |
    And the objects are:
      | id     | zone  |
      | qs1    | trash |
      | deckB1 | hand  |

  @rule:riftbound:336.2 @rule:riftbound:329 @rule:riftbound:330.2 @edition:riftbound:1.3
  Scenario: [9] When the last item resolves the chain is gone and the turn player holds priority in Neutral Open
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    When A plays ins1
    And all players pass priority
    Then the events include, in order:
      | type     | id   | player |
      | resolved | ins1 |        |
      | priority |      | A      |
    And the chain is empty
    And the state includes:
      | path       | value        |
      | turn_state | neutral_open |
    And the players are:
      | player | hand_count |
      | A      | 2          |

  @rule:riftbound:335.2 @edition:riftbound:1.3
  Scenario: [10] A single pass does not resolve anything when another player has not passed yet
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    When A plays ins1
    And A passes priority
    Then no resolved event happened
    And B has priority
    And the chain is:
      | id   |
      | ins1 |

  @rule:riftbound:333.1.c @rule:riftbound:388.2 @edition:riftbound:1.3
  Scenario: [11] An Add ability resolves on finalization and never sits on the chain
    Given the objects:
      | id     | card            | owner | zone |
      | runeA1 | Probe Fury Rune | A     | base |
    When A activates runeA1
    Then the events include, in order:
      | type      | object | player | energy |
      | exhausted | runeA1 |        |        |
      | added     |        | A      | 1      |
    And no chain_push event happened
    And the chain is empty
    And A has priority

  @rule:riftbound:336.4 @edition:riftbound:1.3
  Scenario: [12] After an item resolves, the controller of the newest item left receives priority, even when it is not the turn player
    # Chain, bottom to top: A's Insight, B's Quick Study, A's Quick Study. When A's resolves, B's is the newest:
    # B receives priority, not A (the turn player) and not whoever is next after the last player to pass (A).
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | qsA  | Probe Quick Study | A     | hand |
      | qsB  | Probe Quick Study | B     | hand |
    When A plays ins1
    And A passes priority
    And B plays qsB
    And B passes priority
    And A plays qsA
    And A passes priority
    And B passes priority
    Then the events include, in order:
      | type     | id  |
      | resolved | qsA |
    And B has priority
    And the chain is:
      | id   | controller |
      | qsB  | B          |
      | ins1 | A          |
