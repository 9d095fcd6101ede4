@edition:riftbound:1.2
Feature: RB11 - Abilities

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
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

  @rule:riftbound:359 @edition:riftbound:1.3
  Scenario: [1] A rune has more than one ability: its second ability recycles it to add Power of its domain
    # Recycling puts the rune at the bottom of its rune deck (v1.3 416.1, outside the index), under runeA2.
    Given the objects:
      | id     | card            | owner | zone      | location |
      | runeA1 | Probe Fury Rune | A     | base      | base     |
      | runeA2 | Probe Fury Rune | A     | rune_deck |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A activates ability 1 of runeA1
    Then the events include, in order:
      | type     | object | player | power       |
      | recycled | runeA1 |        |             |
      | added    |        | A      | {"fury": 1} |
    And the objects are:
      | id     | zone      |
      | runeA1 | rune_deck |
    And the state includes:
      | path                | value                |
      | players.A.rune_deck | ["runeA2", "runeA1"] |
    And the chain is empty

  @rule:riftbound:370 @rule:riftbound:370.1 @rule:riftbound:370.2.b @rule:riftbound:370.2.b.1 @rule:riftbound:370.2.b.2 @rule:riftbound:370.2.b.3 @rule:riftbound:387 @rule:riftbound:388 @rule:riftbound:388.1 @rule:riftbound:391.1 @rule:riftbound:391.1.a @rule:riftbound:392.1 @rule:riftbound:394.1 @rule:riftbound:394.2 @rule:riftbound:394.4 @rule:riftbound:394.5 @rule:riftbound:371 @rule:riftbound:372 @rule:riftbound:373 @edition:riftbound:1.3
  Scenario: [2] An activated ability pays the cost before the colon, waits on the chain for responses, then takes effect
    Given the objects:
      | id   | card        | owner | zone |
      | rel1 | Probe Relic | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A activates rel1
    Then the events include, in order:
      | type       | id     |
      | chain_push | rel1#1 |
    And the events include, in order:
      | type      | object |
      | exhausted | rel1   |
    And the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |
    And the chain is:
      | id     | kind      | pending |
      | rel1#1 | activated | false   |
    And no drew event happened
    When A passes priority
    Then B has priority
    When B passes priority
    Then the events include, in order:
      | type     | id     |
      | resolved | rel1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |
    And the chain is empty
    And the objects are:
      | id   | exhausted |
      | rel1 | true      |

  @rule:riftbound:373 @rule:riftbound:372 @edition:riftbound:1.3
  Scenario: [3] An ability of a gear in hand cannot be activated
    Given the objects:
      | id   | card        | owner | zone |
      | rel1 | Probe Relic | A     | hand |
    When A activates rel1
    Then the action is rejected

  @rule:riftbound:371 @edition:riftbound:1.3
  Scenario: [4] Only the controller of an object may activate its abilities
    # B's own turn in a Neutral Open State, with B holding priority and Energy to pay: B could activate a
    # Relic of its own (done last), so the only thing stopping B from activating A's Relic is control.
    Given the objects:
      | id   | card        | owner | zone |
      | rel1 | Probe Relic | A     | base |
      | relB | Probe Relic | B     | base |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B activates rel1
    Then the action is rejected
    When B activates relB
    Then the chain is:
      | id     |
      | relB#1 |

  @rule:riftbound:374 @edition:riftbound:1.3
  Scenario: [5] An ability without Reaction can be activated only on its controller's turn, in an Open State
    Given the objects:
      | id   | card          | owner | zone |
      | relB | Probe Relic   | B     | base |
      | rel1 | Probe Relic   | A     | base |
      | ins1 | Probe Insight | A     | hand |
    When B activates relB
    Then the action is rejected
    When A plays ins1
    And A activates rel1
    Then the action is rejected as timing
    When all players pass priority
    And A activates rel1
    Then the chain is:
      | id     |
      | rel1#1 |

  @rule:riftbound:361 @rule:riftbound:361.1 @rule:riftbound:361.2 @rule:riftbound:361.3 @rule:riftbound:361.3.a @rule:riftbound:362.1 @rule:riftbound:356.2.a @edition:riftbound:1.3
  Scenario: [6] A conditional passive ability applies only while its condition holds and the unit is on the board
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ra1 | Probe Raider      | A     | base        |          |
      | ra2 | Probe Raider      | A     | base        |          |
      | bw1 | Probe Bulwark     | B     | battlefield | bf2      |
    Then the objects are:
      | id  | might |
      | ra1 | 2     |
      | bw1 | 2     |
    When A moves ra1 to bf2
    Then the objects are:
      | id  | designation | might |
      | ra1 | attacker    | 4     |
      | ra2 | none        | 2     |
      | bw1 | defender    | 4     |

  @rule:riftbound:376.3.b @edition:riftbound:1.3
  Scenario: [7] A player orders their own triggers that happen at the same time
    Given the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | va2 | Probe Vanguard | A     | base        |          |
      | br9 | Probe Brute    | B     | battlefield | bf2      |
    When A moves va1, va2 to bf2
    And A orders triggers: va2#1
    Then the action is rejected as invalid_choice
    When A orders triggers: va2#1, va1#1
    Then the chain is:
      | id    | controller | targets |
      | va1#1 | A          | ["br9"] |
      | va2#1 | A          | ["br9"] |

  @rule:riftbound:390.1 @rule:riftbound:390.3.b @rule:riftbound:352.4.b @edition:riftbound:1.3
  Scenario: [8] A trigger's target is chosen when it triggers, by its controller
    Given the objects:
      | id  | card              | owner | zone        | location |
      | va1 | Probe Vanguard    | A     | base        |          |
      | u2  | Probe Brute       | B     | battlefield | bf2      |
      | u3  | Probe Brute       | B     | battlefield | bf2      |
    When A moves va1 to bf2
    Then A must choose targets:
      | source  | va1#1          |
      | options | ["u2", "u3"]   |
    When A chooses targets u3 for va1#1
    Then the chain is:
      | id    | targets |
      | va1#1 | ["u3"]  |
    When all players pass priority
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | u3     | 1      |

  @rule:riftbound:377.1 @rule:riftbound:377.2 @edition:riftbound:1.3
  Scenario: [9] A gear's triggered ability does nothing while the gear is not on the board
    Given the objects:
      | id  | card          | owner | zone |
      | sd1 | Probe Sundial | B     | hand |
    When A ends their turn
    Then no chain_push event happened
    And the turn is:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |

  @rule:riftbound:376.3.a @rule:riftbound:376.4.e.2 @edition:riftbound:1.3
  Scenario: [10] A defend trigger goes on the chain during the opponent's turn
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | base        |          |
      | se1 | Probe Sentry      | B     | battlefield | bf2      |
    When A moves u1 to bf2
    Then the chain is:
      | id    | kind      | controller |
      | se1#1 | triggered | B          |
    And B has priority
    When all players pass priority
    Then the events include, in order:
      | type | player |
      | drew | B      |
    And the turn is:
      | turn player | A |
      | focus       | A |
      | priority    | A |

  @rule:riftbound:394.3 @rule:riftbound:391.1.b @edition:riftbound:1.3
  Scenario: [11] A triggered ability costs nothing to put on the chain
    Given the objects:
      | id | card         | owner | zone |
      | h1 | Probe Herald | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays h1
    Then the chain is:
      | id   | pending |
      | h1#1 | false   |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |

  @rule:riftbound:371 @edition:riftbound:1.3
  Scenario: [12] A player cannot activate an ability of an object another player controls, even when its timing allows it
    # A's turn, a chain exists and B holds priority: a Reaction ability may be activated now (B activates
    # their own rune last), and it is its controller's turn (374), so control alone stops B using A's rune.
    Given the objects:
      | id    | card            | owner | zone |
      | ins1  | Probe Insight   | A     | hand |
      | runeA | Probe Fury Rune | A     | base |
      | runeB | Probe Calm Rune | B     | base |
    When A plays ins1
    And A passes priority
    Then B has priority
    When B activates runeA
    Then the action is rejected
    When B activates runeB
    Then the events include, in order:
      | type      | object | player |
      | exhausted | runeB  |        |
      | added     |        | B      |
    And the objects are:
      | id    | exhausted |
      | runeA | false     |
      | runeB | true      |

  @rule:riftbound:390.1 @edition:riftbound:1.3
  Scenario: [13] An ability that chooses nothing takes no target: activating it with one is refused, without one accepted
    Given the objects:
      | id    | card              | owner | zone |
      | runeA | Probe Fury Rune   | A     | base |
      | uB    | Probe Footsoldier | B     | base |
    When A activates ability 0 of runeA targeting uB
    Then the action is rejected
    And the objects are:
      | id    | exhausted |
      | runeA | false     |
    When A activates ability 0 of runeA
    Then the objects are:
      | id    | exhausted |
      | runeA | true      |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 10    |

  @rule:riftbound:390.1 @rule:riftbound:352.8.b @rule:riftbound:394.5 @edition:riftbound:1.3
  Scenario: [14] An ability that moves a unit to a battlefield chooses both as it is activated, and the unit moves as it resolves
    # u3 is already at bf3: moving it there is no move, so that battlefield is not a destination for it.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | fer1 | Probe Ferry       | A     | base        |          |
      | u1   | Probe Footsoldier | A     | base        |          |
      | u2   | Probe Footsoldier | B     | base        |          |
      | u3   | Probe Footsoldier | A     | battlefield | bf3      |
    When A activates fer1 targeting u1
    Then the action is rejected as invalid_target
    When A activates fer1 targeting u3, bf3
    Then the action is rejected as invalid_target
    When A activates fer1 targeting u2, bf1
    Then the action is rejected as invalid_target
    When A activates fer1 targeting u1, u2
    Then the action is rejected as invalid_target
    When A activates fer1 targeting u9, bf1
    Then the action is rejected as unknown_object
    When A activates fer1 targeting u1, bf1
    Then the chain is:
      | id     | targets       |
      | fer1#1 | ["u1", "bf1"] |
    And no moved event happened
    When all players pass priority
    Then the events include, in order:
      | type      | object | from | to  | battlefield | player |
      | moved     | u1     | base | bf1 |             |        |
      | contested |        |      |     | bf1         | A      |
    And the objects are:
      | id | zone        | location |
      | u1 | battlefield | bf1      |

  @rule:riftbound:390.1 @rule:riftbound:352.8.b @edition:riftbound:1.3
  Scenario: [15] A trigger's targets are refused unless they are as many as it chooses and among its legal choices
    Given the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | u2  | Probe Brute    | B     | battlefield | bf2      |
      | u3  | Probe Brute    | B     | battlefield | bf2      |
    When A moves va1 to bf2
    Then A must choose targets:
      | source  | va1#1        |
      | options | ["u2", "u3"] |
    When A chooses targets va1 for va1#1
    Then the action is rejected as invalid_target
    When A chooses targets u2, u3 for va1#1
    Then the action is rejected
    When A chooses targets u2 for va1#1
    Then the chain is:
      | id    | targets |
      | va1#1 | ["u2"]  |

  @rule:riftbound:352.8.b @edition:riftbound:1.3
  Scenario: [16] An ability that targets a ready unit can't target a ready gear or rune
    Given the objects:
      | id     | card              | owner | zone |
      | du1    | Probe Duelist     | A     | base |
      | rel1   | Probe Relic       | B     | base |
      | runeB1 | Probe Calm Rune   | B     | base |
      | u2     | Probe Footsoldier | B     | base |
    When A activates du1 targeting rel1
    Then the action is rejected as invalid_target
    When A activates du1 targeting runeB1
    Then the action is rejected as invalid_target
    When A activates du1 targeting u2
    Then the chain is:
      | id    | targets |
      | du1#1 | ["u2"]  |

  @rule:riftbound:390.1 @edition:riftbound:1.3
  Scenario: [17] A trigger's targets are chosen for that trigger: an answer naming another ability is refused and the choice is still pending
    Given the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | u2  | Probe Brute    | B     | battlefield | bf2      |
      | u3  | Probe Brute    | B     | battlefield | bf2      |
    When A moves va1 to bf2
    And A chooses targets u2 for va1#2
    Then the action is rejected
    And A must choose targets:
      | source  | va1#1        |
      | options | ["u2", "u3"] |
    When A chooses targets u2 for va1#1
    Then the chain is:
      | id    | targets |
      | va1#1 | ["u2"]  |

  @rule:riftbound:392.1 @edition:riftbound:1.3
  Scenario: [18] An ability whose cost can't be paid can't be activated: its source already exhausted, or too little Energy
    # Probe Relic: "[1], [E]: Draw 1": the cost is 1 Energy and exhausting the Relic. With no rune on the board
    # nothing can add Energy while paying. rel2 is exhausted while the pool still has the Energy; once rel1 has
    # spent it, the ready rel3 lacks only the Energy.
    Given the objects:
      | id   | card        | owner | zone | exhausted |
      | rel1 | Probe Relic | A     | base | false     |
      | rel2 | Probe Relic | A     | base | true      |
      | rel3 | Probe Relic | A     | base | false     |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {}}}}
      """
    When A activates rel2
    Then the action is rejected as cannot_pay
    When A activates rel1
    Then the chain is:
      | id     |
      | rel1#1 |
    When all players pass priority
    Then the chain is empty
    When A activates rel3
    Then the action is rejected as cannot_pay
    And the objects are:
      | id   | exhausted |
      | rel3 | false     |

  @rule:riftbound:372 @edition:riftbound:1.3
  Scenario: [19] An object has only the activated abilities its card prints: a second ability of Probe Relic can't be activated
    Given the objects:
      | id   | card        | owner | zone |
      | rel1 | Probe Relic | A     | base |
    When A activates ability 1 of rel1
    Then the action is rejected
    # rel9 names nothing in the game: PROTOCOL-riftbound.md asks for unknown_object.
    When A activates ability 0 of rel9
    Then the action is rejected as unknown_object
    When A activates ability 0 of rel1
    Then the chain is:
      | id     |
      | rel1#1 |

  @rule:riftbound:394.5 @rule:riftbound:356.3.e.2 @rule:riftbound:356.3.e.5 @edition:riftbound:1.3
  Scenario: [20] An ability's target that no longer meets its restriction as the ability resolves is unaffected
    # Probe Duelist: "[E]: Deal 1 to a ready unit." In response B exhausts its chosen Lamplighter by using its
    # "[E]: [Reaction] Add [1]": as the Duelist's ability resolves like a spell, its target is no longer a
    # ready unit, so it is dealt no damage.
    Given the objects:
      | id  | card              | owner | zone |
      | du1 | Probe Duelist     | A     | base |
      | lB  | Probe Lamplighter | B     | base |
    When A activates du1 targeting lB
    And A passes priority
    And B activates lB
    Then the objects are:
      | id | exhausted |
      | lB | true      |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | du1#1 |
    And no damage_dealt event happened
    And the objects are:
      | id | damage |
      | lB | 0      |

  @rule:riftbound:394.5 @rule:riftbound:356.3.e.6 @edition:riftbound:1.3
  Scenario: [21] An ability that moves a unit does not move it when, as it resolves, the unit is already at the destination
    # Probe Ferry ("[E]: Move a friendly unit to a battlefield") sends u1 to bf3; in response A's Probe Shift
    # moves u1 there first. Resolving like a spell (394.5), the Ferry has no move left to make (356.3.e.6).
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone |
      | fer1 | Probe Ferry       | A     | base |
      | u1   | Probe Footsoldier | A     | base |
      | sh1  | Probe Shift       | A     | hand |
    When A activates fer1 targeting u1, bf3
    And A plays sh1 to bf3 targeting u1
    And all players pass priority
    Then the objects are:
      | id | zone        | location |
      | u1 | battlefield | bf3      |
    When all players pass priority
    Then the events include, in order:
      | type     | id     |
      | resolved | fer1#1 |
    And no moved event happened
    And the objects are:
      | id | zone        | location |
      | u1 | battlefield | bf3      |

  @rule:riftbound:394.5 @rule:riftbound:356.3.e.2 @rule:riftbound:356.3.e.5 @edition:riftbound:1.3
  Scenario: [22] An ability that moves a unit leaves it where it is when the unit has left the board before it resolves
    # Probe Ferry sends u1 to bf2; in response A's Probe Recall returns u1 to A's hand. Changing zones to a
    # non-board zone made it an illegal target (356.3.e.2), so the resolving Ferry does not touch it.
    Given the objects:
      | id   | card              | owner | zone |
      | fer1 | Probe Ferry       | A     | base |
      | u1   | Probe Footsoldier | A     | base |
      | rc1  | Probe Recall      | A     | hand |
    When A activates fer1 targeting u1, bf2
    And A plays rc1 targeting u1
    And all players pass priority
    Then the objects are:
      | id | zone |
      | u1 | hand |
    When all players pass priority
    Then the events include, in order:
      | type     | id     |
      | resolved | fer1#1 |
    And no moved event happened
    And the objects are:
      | id | zone |
      | u1 | hand |

  @rule:riftbound:352.4.b @rule:riftbound:376.3.b @rule:riftbound:333.1.b @edition:riftbound:1.3
  Scenario: [23] Of two triggers a player adds to the chain together, the one added second chooses its target too
    # Playing Probe Marksman ("When you play me, deal 1 to a unit at a battlefield") meets its own condition and
    # that of A's Probe Drillmaster ("When you play another unit, draw 1") at once. A adds the Drillmaster's
    # first (376.3.b); the Marksman's, added above it, chooses its target as it is put on the chain (352.4.b):
    # one of B's two units at bf2. Until then both items are pending: they are finalized in the order they were
    # added (333.1.b) once both are on the chain with their choices made (322.12), not the first before the
    # Marksman's has its target.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | dm1 | Probe Drillmaster | A     | base        |          |
      | mk1 | Probe Marksman    | A     | hand        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | u3  | Probe Footsoldier | B     | battlefield | bf2      |
    When A plays mk1
    And A orders triggers: dm1#1, mk1#1
    Then A must choose targets:
      | source  | mk1#1        |
      | options | ["u2", "u3"] |
    And the chain is:
      | id    | pending |
      | mk1#1 | true    |
      | dm1#1 | true    |
    When A chooses targets u3 for mk1#1
    Then the chain is:
      | id    | targets |
      | mk1#1 | ["u3"]  |
      | dm1#1 |         |
    When all players pass priority
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | u3     | 1      |
