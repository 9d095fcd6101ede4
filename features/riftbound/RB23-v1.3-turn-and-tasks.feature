@edition:riftbound:1.3
Feature: RB23 - Turn Tasks and HOT FEPR (Core Rules v1.3)

  # v1.3 versions of RB04 [9]-[11], RB05 [12] and RB07 [14], whose v1.2 rules were removed or rewritten, and
  # the Expiration Step's repeat (317.2.e-f). Tagged in v1.3 numbering.

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:335.1 @rule:riftbound:335.2 @rule:riftbound:336 @rule:riftbound:315.3.a
  Scenario: [1] A Channel Phase instruction of a permanent waits on the chain until the channel Task is done
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | rtB    | Probe Rune Totem  | B     | base      |
      | rtA    | Probe Rune Totem  | A     | base      |
    When A ends their turn
    Then the events include, in order:
      | type      | player | rune   |
      | channeled | B      | runeB1 |
    And no drew event happened
    And these events did not happen:
      | type       | source |
      | chain_push | rtA    |
    And the chain is:
      | source | controller |
      | rtB    | B          |
    And the turn is:
      | phase    | channel |
      | priority | B       |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
      | drew | B      | deckB2 |
    And the turn is:
      | phase    | action |
      | priority | B      |

  @rule:riftbound:315.4.a @rule:riftbound:315.4.b @rule:riftbound:364
  Scenario: [2] A passive granting an additional draw in the Draw Phase gives it only to its controller
    # A has two Almanacs and B one: B, the turn player, draws 1 + 1, never A's 2 more (only the turn player's own
    # objects add draws to their Draw Phase).
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
      | deckB3 | Probe Footsoldier | B     | main_deck |
      | alB    | Probe Almanac     | B     | base      |
      | alA    | Probe Almanac     | A     | base      |
      | alA2   | Probe Almanac     | A     | base      |
    When A ends their turn
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
      | drew | B      | deckB2 |
    And the turn is:
      | phase    | action |
      | priority | B      |
    And these events did not happen:
      | type | card   |
      | drew | deckB3 |

  @rule:riftbound:335.1 @rule:riftbound:335.2 @rule:riftbound:335.3 @rule:riftbound:315.4.c
  Scenario: [3] A Draw Phase instruction waits for the draw Task; the phase ends only once nothing is outstanding
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
      | quB    | Probe Quill       | B     | base      |
    When A ends their turn
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
    And the chain is:
      | source | controller |
      | quB    | B          |
    And the turn is:
      | phase    | draw |
      | priority | B    |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB2 |
    And the turn is:
      | phase    | action |
      | priority | B      |

  @rule:riftbound:317.2.e @rule:riftbound:317.2.f @rule:riftbound:317.2.b
  Scenario: [4] A trigger of the Ending Special Cleanup goes through FEPR, so the Expiration Step starts over
    Given the objects:
      | id     | card              | owner | zone      | damage |
      | agA    | Probe Afterglow   | A     | base      | 1      |
      | deckB1 | Probe Footsoldier | B     | main_deck |        |
    When A ends their turn
    Then the events include, in order:
      | type       | step       | object | source |
      | step_began | expiration |        |        |
      | healed     |            | agA    |        |
      | chain_push |            |        | agA    |
    And the turn is:
      | turn     | 3           |
      | phase    | end_of_turn |
      | step     | expiration  |
      | priority | A           |
    When all players pass priority
    Then the events include, in order:
      | type       | player | card   | step       |
      | drew       | A      | deckA1 |            |
      | step_began |        |        | expiration |
      | step_ended |        |        | expiration |
    And the turn is:
      | turn        | 4 |
      | turn player | B |
    And the objects are:
      | id  | damage |
      | agA | 0      |

  @rule:riftbound:317.2.f
  Scenario: [5] With nothing healed the Afterglow does not trigger and the Expiration Step runs once
    Given the objects:
      | id     | card              | owner | zone      |
      | agA    | Probe Afterglow   | A     | base      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
    When A ends their turn
    Then no chain_push event happened
    And these events did not happen:
      | type | player |
      | drew | A      |
    And the turn is:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |

  @rule:riftbound:323.2.c @rule:riftbound:323.5 @rule:riftbound:323.2
  Scenario: [6] A defender moved out of combat loses its designation, and the Might it loses kills it in the same cleanup
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf3", "combat": true},
       "combat": {"battlefield": "bf3", "attacker": "A", "defender": "B"},
       "rune_pools": {"B": {"energy": 9, "power": {"fury": 2, "mind": 1}}}}
      """
    And the objects:
      | id  | card              | owner | zone        | location | damage |
      | fA  | Probe Footsoldier | A     | battlefield | bf3      | 0      |
      | fA2 | Probe Footsoldier | A     | battlefield | bf3      | 0      |
      | bw  | Probe Bulwark     | B     | battlefield | bf3      | 3      |
      | fb1 | Probe Fallback    | B     | hand        |          |        |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | B      |
      | priority    | B      |
    When B plays fb1 targeting bw
    And all players pass priority
    Then the events include, in order:
      | type       | object | to   | designation |
      | moved      | bw     | base |             |
      | designated | bw     |      | none        |
      | killed     | bw     |      |             |
    And the objects are:
      | id  | zone        | designation |
      | bw  | trash       | none        |
      | fA  | battlefield | attacker    |

  @rule:riftbound:303
  Scenario: [7] The Ending Phase begins once and ends once, after its last step: while a trigger waits in the Expiration Step the phase is not over
    # [4]'s Afterglow holds the turn in the Expiration Step, the Ending Phase's last step (317.2): the phase has
    # not ended yet, and it ends once that step is over, before the next turn begins. The step starting over
    # (317.2.f) does not begin the phase again.
    Given the objects:
      | id     | card              | owner | zone      | damage |
      | agA    | Probe Afterglow   | A     | base      | 1      |
      | deckB1 | Probe Footsoldier | B     | main_deck |        |
    When A ends their turn
    Then the turn is:
      | turn     | 3           |
      | phase    | end_of_turn |
      | step     | expiration  |
      | priority | A           |
    And these events did not happen:
      | type        | phase       |
      | phase_ended | end_of_turn |
    When all players pass priority
    Then the events include, in order:
      | type        | phase       | step       | turn |
      | step_ended  |             | expiration |      |
      | phase_ended | end_of_turn |            |      |
      | turn_began  |             |            | 4    |
    And these events did not happen:
      | type        | phase       |
      | phase_began | end_of_turn |

  @rule:riftbound:317.2.f @rule:riftbound:317.2.e
  Scenario: [8] When the Expiration Step starts over, no player has priority while its Ending Special Cleanup's triggers wait to be ordered
    # [4]'s Afterglow agA holds the turn in the Expiration Step. Meanwhile A zaps two more Afterglows (Reaction,
    # paid by exhausting runes: the cleanup emptied the pools). Once the chain is empty the step starts over
    # (317.2.f) and its Ending Special Cleanup heals ag2 and ag3 together: A orders their triggers before they go
    # on the chain, and nobody holds priority then (no item on the chain, not the Action Phase).
    Given the objects:
      | id     | card              | owner | zone      | damage |
      | agA    | Probe Afterglow   | A     | base      | 1      |
      | ag2    | Probe Afterglow   | A     | base      | 0      |
      | ag3    | Probe Afterglow   | A     | base      | 0      |
      | deckB1 | Probe Footsoldier | B     | main_deck | 0      |
    And the objects:
      | id  | card            | owner | zone |
      | z1  | Probe Zap       | A     | hand |
      | z2  | Probe Zap       | A     | hand |
      | rA1 | Probe Fury Rune | A     | base |
      | rA2 | Probe Fury Rune | A     | base |
    When A ends their turn
    Then the turn is:
      | turn     | 3           |
      | phase    | end_of_turn |
      | step     | expiration  |
      | priority | A           |
    When A activates ability 0 of rA1
    And A plays z1 targeting ag2
    And all players pass priority
    And A activates ability 0 of rA2
    And A plays z2 targeting ag3
    And all players pass priority
    Then the objects are:
      | id  | damage |
      | ag2 | 2      |
      | ag3 | 2      |
    When all players pass priority
    Then A must order triggers:
      | options | ["ag2#1", "ag3#1"] |
    And no player has priority
    And the turn is:
      | turn  | 3           |
      | phase | end_of_turn |
      | step  | expiration  |
