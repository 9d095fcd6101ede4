@edition:riftbound:1.2
Feature: RB01 - The turn

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
      | runeA1 | Probe Fury Rune   | A     | rune_deck |
      | runeA2 | Probe Fury Rune   | A     | rune_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | runeB2 | Probe Calm Rune   | B     | rune_deck |

  @rule:riftbound:305 @rule:riftbound:316.6 @rule:riftbound:316.6.a @rule:riftbound:316.6.b @edition:riftbound:1.3
  Scenario: [1] Ending the turn with an empty chain ends the action phase and the end of turn follows
    Given the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | type        | phase       | step   |
      | phase_ended | action      |        |
      | phase_began | end_of_turn |        |
      | step_began  |             | ending |

  @rule:riftbound:302 @edition:riftbound:1.3
  Scenario: [2] Turns keep following one another in turn order
    Given the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When players pass priority until action of turn 5
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
      | drew | A      | deckA1 |
    And the turn is:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:303
  Scenario: [3] The phases and steps of a turn always come in the same order
    Given the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | type        | phase       | step       |
      | phase_began | end_of_turn |            |
      | step_began  |             | ending     |
      | step_began  |             | cleanup    |
      | step_began  |             | expiration |
      | phase_began | awaken      |            |
      | phase_began | beginning   |            |
      | step_began  |             | beginning  |
      | step_began  |             | scoring    |
      | phase_began | channel     |            |
      | phase_began | draw        |            |
      | phase_began | action      |            |

  @rule:riftbound:303.1 @rule:riftbound:303.2 @edition:riftbound:1.3
  Scenario: [4] Turn actions are carried out one after the other, each completely
    Given the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | moment  | type      | player | rune   |
      | channel | channeled | B      | runeB1 |
      | channel | channeled | B      | runeB2 |
      |         | drew      | B      |        |

  @rule:riftbound:305 @edition:riftbound:1.3
  Scenario: [5] The turn cannot end while an item is on the chain
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ins1
    And A ends their turn
    Then the action is rejected
    And the turn is:
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:306 @rule:riftbound:317.4 @edition:riftbound:1.3
  Scenario: [6] The turn player changes only once every phase of the turn is over
    Given the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | type        | phase       | turn | turn_player |
      | phase_ended | end_of_turn |      |             |
      | turn_began  |             | 4    | B           |
    And the turn is:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |

  @rule:riftbound:306 @edition:riftbound:1.3
  Scenario: [7] Another player receiving priority on a chain does not change the turn player
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ins1
    And A passes priority
    Then B has priority
    And the turn is:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:317.4 @needs:multiplayer @edition:riftbound:1.3
  Scenario: [8] With three players the turn passes to the next player in turn order
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckC1 | Probe Footsoldier | C     | main_deck |
    And the turn:
      | turn        | 3      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B ends their turn
    Then the turn is:
      | turn        | 4 |
      | turn player | C |

  @rule:riftbound:302 @rule:riftbound:376.3.b @edition:riftbound:1.3
  Scenario: [9] A long game: turns keep following one another in turn order, turn after turn
    # Twelve rounds (24 turns) of passing: each player draws once per own turn and the turn numbers go on,
    # with A's two Martyrs on the board throughout (nothing touches them until the end). Then, many actions into
    # the game, A's Cataclysm kills both together and A orders their Deathknells (376.3.b) like on any turn.
    Given the objects:
      | id      | card              | owner | zone      |
      | m1      | Probe Martyr      | A     | base      |
      | m2      | Probe Martyr      | A     | base      |
      | cat1    | Probe Cataclysm   | A     | hand      |
      | runeA3  | Probe Fury Rune   | A     | rune_deck |
      | runeA4  | Probe Fury Rune   | A     | rune_deck |
      | deckA3  | Probe Footsoldier | A     | main_deck |
      | deckA4  | Probe Footsoldier | A     | main_deck |
      | deckA5  | Probe Footsoldier | A     | main_deck |
      | deckA6  | Probe Footsoldier | A     | main_deck |
      | deckA7  | Probe Footsoldier | A     | main_deck |
      | deckA8  | Probe Footsoldier | A     | main_deck |
      | deckA9  | Probe Footsoldier | A     | main_deck |
      | deckA10 | Probe Footsoldier | A     | main_deck |
      | deckA11 | Probe Footsoldier | A     | main_deck |
      | deckA12 | Probe Footsoldier | A     | main_deck |
      | deckA13 | Probe Footsoldier | A     | main_deck |
      | deckB3  | Probe Footsoldier | B     | main_deck |
      | deckB4  | Probe Footsoldier | B     | main_deck |
      | deckB5  | Probe Footsoldier | B     | main_deck |
      | deckB6  | Probe Footsoldier | B     | main_deck |
      | deckB7  | Probe Footsoldier | B     | main_deck |
      | deckB8  | Probe Footsoldier | B     | main_deck |
      | deckB9  | Probe Footsoldier | B     | main_deck |
      | deckB10 | Probe Footsoldier | B     | main_deck |
      | deckB11 | Probe Footsoldier | B     | main_deck |
      | deckB12 | Probe Footsoldier | B     | main_deck |
      | deckB13 | Probe Footsoldier | B     | main_deck |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When players pass priority until action of turn 27
    Then the turn is:
      | turn        | 27     |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    And the state includes:
      | path                | value       |
      | players.A.main_deck | ["deckA13"] |
      | players.B.main_deck | ["deckB13"] |
    And the objects are:
      | id | zone | damage |
      | m1 | base | 0      |
      | m2 | base | 0      |
    When A activates ability 0 of runeA1
    And A activates ability 0 of runeA2
    And A activates ability 0 of runeA3
    And A activates ability 0 of runeA4
    And A plays cat1
    And all players pass priority
    Then A must order triggers:
      | options | ["m1#1", "m2#1"] |
    When A orders triggers: m2#1, m1#1
    Then the chain is:
      | id   | controller |
      | m1#1 | A          |
      | m2#1 | A          |
    And the objects are:
      | id | zone  |
      | m1 | trash |
      | m2 | trash |

  @rule:riftbound:303 @edition:riftbound:1.3
  Scenario: [10] Each phase begins once: from the Beginning step the turn goes on through Scoring, Channel and Draw to Action
    # B's Probe Sundial triggers as B's Beginning Phase starts, so B holds priority in the Beginning step. Once it
    # has resolved the turn goes on: the Scoring step is a step of the same phase, which does not begin again and
    # ends only after that step.
    Given the objects:
      | id  | card          | owner | zone |
      | sd1 | Probe Sundial | B     | base |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the turn is:
      | turn     | 4         |
      | phase    | beginning |
      | step     | beginning |
      | priority | B         |
    When all players pass priority
    Then the events include, in order:
      | type        | phase     | step    |
      | step_began  |           | scoring |
      | step_ended  |           | scoring |
      | phase_ended | beginning |         |
      | phase_began | channel   |         |
      | phase_began | draw      |         |
      | phase_began | action    |         |
    And these events did not happen:
      | type        | phase     |
      | phase_began | beginning |

  @rule:riftbound:315.2.a.1 @edition:riftbound:1.3
  Scenario: [11] What a player's card does at the start of that player's Beginning Phase does not happen in another player's turn
    # B's Probe Sundial: "At the start of your Beginning Phase, draw 1." B ends their turn: A's Beginning Phase
    # starts, not B's, so the Sundial does nothing and A's turn runs on to A's action phase without a chain.
    Given the objects:
      | id  | card          | owner | zone |
      | sd1 | Probe Sundial | B     | base |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B ends their turn
    Then the turn is:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    And these events did not happen:
      | type       | source |
      | chain_push | sd1    |
    And these events did not happen:
      | type | player |
      | drew | B      |
