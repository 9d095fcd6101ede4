Feature: MTG02 - Untap step

  # The scenarios start in B's end step of turn 2 and watch A's untap step of turn 3.
  # Turn-based actions of the untap step, in order: phasing, the day/night check, untapping.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Forest | A     | library |
      | blib1 | Probe Forest | B     | library |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |

  @rule:mtg:502.3 @rule:mtg:703.4c
  Scenario: [1] The active player's tapped permanents untap in the untap step
    Given the objects:
      | id      | card         | owner | zone        | tapped |
      | forest1 | Probe Forest | A     | battlefield | true   |
      | bear1   | Probe Bear   | A     | battlefield | true   |
    When all players pass priority
    Then the events include, in order:
      | moment | type     | object  |
      | untap  | untapped | forest1 |
      | untap  | untapped | bear1   |
    And the turn is:
      | turn          | 3         |
      | active player | A         |
      | step          | upkeep    |
    And the objects are:
      | id      | tapped |
      | forest1 | false  |
      | bear1   | false  |

  @rule:mtg:502.3 @rule:mtg:703.4c
  Scenario: [2] The nonactive player's permanents stay tapped during another player's untap step
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | forest1   | Probe Forest   | A     | battlefield | true   |
      | mountain1 | Probe Mountain | B     | battlefield | true   |
    When all players pass priority
    Then these events did not happen:
      | type     | object    |
      | untapped | mountain1 |
    And the objects are:
      | id        | tapped |
      | forest1   | false  |
      | mountain1 | true   |

  @rule:mtg:502.3
  Scenario: [3] A permanent whose text keeps it from untapping stays tapped while the others untap
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | forest1   | Probe Forest   | A     | battlefield | true   |
      | colossus1 | Probe Colossus | A     | battlefield | true   |
    When all players pass priority
    Then these events did not happen:
      | type     | object    |
      | untapped | colossus1 |
    And the objects are:
      | id        | tapped |
      | forest1   | false  |
      | colossus1 | true   |

  @rule:mtg:502.4 @rule:mtg:117.3a
  Scenario: [4] Nobody receives priority during the untap step; the active player first gets it in upkeep
    Given the objects:
      | id      | card         | owner | zone        | tapped |
      | forest1 | Probe Forest | A     | battlefield | true   |
    # Passing in B's end step leads through the cleanup and untap steps: the first player to receive
    # priority after that must be A, in the upkeep step.
    When all players pass priority
    Then the turn is:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |

  @rule:mtg:502.3 @rule:mtg:503.1a
  Scenario: [5] Untapping is finished before upkeep triggers go on the stack
    Given the objects:
      | id       | card           | owner | zone        | tapped |
      | forest1  | Probe Forest   | A     | battlefield | true   |
      | fountain1 | Probe Fountain | A     | battlefield | false  |
    When all players pass priority
    Then the events include, in order:
      | type       | object  | source    |
      | untapped   | forest1 |           |
      | stack_push |         | fountain1 |
    And the turn is:
      | step     | upkeep |
      | priority | A      |
    And the stack is:
      | kind      | source    |
      | triggered | fountain1 |

  @rule:mtg:502.1 @rule:mtg:703.4a @needs:phasing
  Scenario: [6] A phased-in permanent with phasing phases out during its controller's untap step
    Given the objects:
      | id      | card         | owner | zone        |
      | phaser1 | Probe Phaser | A     | battlefield |
    When all players pass priority
    Then the events include, in order:
      | type       | object  |
      | phased_out | phaser1 |
    And the turn is:
      | turn | 3      |
      | step | upkeep |
    And the objects are:
      | id      | phased_out |
      | phaser1 | true       |

  @rule:mtg:502.1 @rule:mtg:703.4a @needs:phasing
  Scenario: [7] A phased-out permanent phases back in during its controller's untap step
    Given the objects:
      | id      | card         | owner | zone        | phased out |
      | phaser1 | Probe Phaser | A     | battlefield | true       |
    When all players pass priority
    Then the events include, in order:
      | type      | object  |
      | phased_in | phaser1 |
    And the turn is:
      | turn | 3      |
      | step | upkeep |
    And these events did not happen:
      | type       | object  |
      | phased_out | phaser1 |
    And the objects are:
      | id      | phased_out |
      | phaser1 | false      |

  @rule:mtg:703.4a @rule:mtg:703.4c @rule:mtg:502.1 @needs:phasing
  Scenario: [8] Phasing happens before untapping
    Given the objects:
      | id      | card         | owner | zone        | phased out | tapped |
      | phaser1 | Probe Phaser | A     | battlefield | true       | true   |
      | forest1 | Probe Forest | A     | battlefield | false      | true   |
    When all players pass priority
    Then the events include, in order:
      | type      | object  |
      | phased_in | phaser1 |
      | untapped  | phaser1 |
    And the events include, in order:
      | type      | object  |
      | phased_in | phaser1 |
      | untapped  | forest1 |
    And the objects are:
      | id      | phased_out | tapped |
      | phaser1 | false      | false  |

  @rule:mtg:502.1 @rule:mtg:502.3 @needs:phasing
  Scenario: [9] A tapped permanent that phases out is not untapped in the same untap step
    Given the objects:
      | id      | card         | owner | zone        | tapped |
      | phaser1 | Probe Phaser | A     | battlefield | true   |
    When all players pass priority
    Then these events did not happen:
      | type     | object  |
      | untapped | phaser1 |
    And the objects are:
      | id      | phased_out | tapped |
      | phaser1 | true       | true   |

  @rule:mtg:502.1 @rule:mtg:703.4a @needs:phasing
  Scenario: [10] Permanents of the nonactive player do not phase during another player's untap step
    # A's own Phaser, listed after B's, still phases out: each of the active player's permanents is checked.
    Given the objects:
      | id      | card         | owner | zone        |
      | phaser2 | Probe Phaser | B     | battlefield |
      | phaser1 | Probe Phaser | A     | battlefield |
    When all players pass priority
    Then these events did not happen:
      | type       | object  |
      | phased_out | phaser2 |
    And the objects are:
      | id      | phased_out |
      | phaser2 | false      |
      | phaser1 | true       |

  @rule:mtg:502.2 @rule:mtg:703.4b @needs:day_night
  Scenario: [11] It becomes night when the previous turn's active player cast no spells
    # A daybound permanent on the battlefield makes it day as soon as it is neither day nor night. As it becomes
    # night the daybound Ruffian transforms (702.145, outside the index); the Bear, not double-faced, doesn't.
    Given the objects:
      | id       | card           | owner | zone        |
      | ruffian1 | Probe Ruffian  | A     | battlefield |
      | bear1    | Probe Bear     | A     | battlefield |
      | ruffian3 | Probe Ruffian  | A     | hand        |
      | mount1   | Probe Mountain | A     | battlefield |
      | mount2   | Probe Mountain | A     | battlefield |
      | mount3   | Probe Mountain | A     | battlefield |
      | mount4   | Probe Mountain | A     | battlefield |
    When all players pass priority
    Then the events include, in order:
      | type              | value |
      | day_night_changed | night |
    And these events did not happen:
      | type        | object |
      | transformed | bear1  |
    And the turn is:
      | turn | 3      |
      | step | upkeep |
    And the state includes:
      | path      | value |
      | day_night | night |
    And the objects are:
      | id       | power | toughness |
      | ruffian1 | 6     | 5         |
    # Night lasts: a daybound Ruffian cast now enters transformed, nightbound face up (702.145b).
    When players pass priority until precombat main
    And A activates mount1
    And A activates mount2
    And A activates mount3
    And A activates mount4
    And A casts ruffian3
    And all players pass priority
    Then the objects are:
      | id       | zone        | power | toughness |
      | ruffian3 | battlefield | 6     | 5         |
    # A cast one spell in turn 3, so B's untap step leaves it night (it takes two to make it day).
    When players pass priority until declare attackers
    And A declares no attackers
    And players pass priority until upkeep of turn 4
    Then no day_night_changed event happened
    And the objects are:
      | id       | power | toughness |
      | ruffian1 | 6     | 5         |
      | ruffian3 | 6     | 5         |

  @rule:mtg:502.2 @rule:mtg:703.4b @needs:day_night
  Scenario: [12] It stays day when the previous turn's active player cast a spell
    Given the objects:
      | id       | card          | owner | zone        |
      | ruffian1 | Probe Ruffian  | A     | battlefield |
      | bolt1    | Probe Bolt     | B     | hand        |
      | ruffian2 | Probe Ruffian  | A     | hand        |
      | mount1   | Probe Mountain | A     | battlefield |
      | mount2   | Probe Mountain | A     | battlefield |
      | mount3   | Probe Mountain | A     | battlefield |
      | mount4   | Probe Mountain | A     | battlefield |
    And the setup also has:
      """
      {"mana_pools": {"B": {"R": 1}}}
      """
    When B casts bolt1 targeting A
    And all players pass priority
    And players pass priority until upkeep of turn 3
    Then these events did not happen:
      | type              | value |
      | day_night_changed | night |
    And the objects are:
      | id       | power | toughness |
      | ruffian1 | 2     | 5         |
    # In turn 3 A casts a second Ruffian: in the day it enters front face up (2/5; daybound makes a permanent
    # enter transformed only at night, 702.145b), and that spell keeps it day in B's untap step of turn 4.
    When players pass priority until precombat main
    And A activates mount1
    And A activates mount2
    And A activates mount3
    And A activates mount4
    And A casts ruffian2
    And all players pass priority
    Then the objects are:
      | id       | zone        | power | toughness |
      | ruffian2 | battlefield | 2     | 5         |
    When players pass priority until declare attackers
    And A declares no attackers
    And players pass priority until upkeep of turn 4
    Then no day_night_changed event happened
    And the objects are:
      | id       | power | toughness |
      | ruffian1 | 2     | 5         |
      | ruffian2 | 2     | 5         |

  @rule:mtg:703.4b @rule:mtg:703.4c @needs:day_night
  Scenario: [13] The day/night check comes before untapping
    Given the objects:
      | id       | card          | owner | zone        | tapped |
      | ruffian1 | Probe Ruffian | A     | battlefield | true   |
    When all players pass priority
    Then the events include, in order:
      | type              | value | object   |
      | day_night_changed | night |          |
      | untapped          |       | ruffian1 |
    And the objects are:
      | id       | tapped | power |
      | ruffian1 | false  | 6     |

  @rule:mtg:502.2 @rule:mtg:703.4b @needs:day_night
  Scenario: [14] A game that is neither day nor night stays neither: the untap step checks nothing
    # No daybound permanent has ever been on the battlefield, and B cast no spell in turn 2: with the
    # designation, that would make it night; without it, nothing is checked.
    Given the objects:
      | id      | card         | owner | zone        | tapped |
      | forest1 | Probe Forest | A     | battlefield | true   |
    When all players pass priority
    Then no day_night_changed event happened
    And the objects are:
      | id      | tapped |
      | forest1 | false  |

  @rule:mtg:502.2 @rule:mtg:703.4b @needs:day_night
  Scenario: [15] It becomes day when the previous turn's active player cast two spells at night
    Given the setup also has:
      """
      {"day_night": "night", "spells_cast_this_turn": {"B": 2}}
      """
    When all players pass priority
    Then the events include, in order:
      | type              | value |
      | day_night_changed | day   |
    And the turn is:
      | turn | 3      |
      | step | upkeep |

  @rule:mtg:502.2 @rule:mtg:703.4b @needs:day_night
  Scenario: [16] It stays night when the previous turn's active player cast only one spell
    # Then A casts two spells in turn 3, so it becomes day in B's untap step of turn 4; B casts none in turn 4,
    # so it becomes night again in A's untap step of turn 5.
    Given the objects:
      | id     | card           | owner | zone        |
      | mount1 | Probe Mountain | A     | battlefield |
      | mount2 | Probe Mountain | A     | battlefield |
      | bolt1  | Probe Bolt     | A     | hand        |
      | bolt2  | Probe Bolt     | A     | hand        |
    And the setup also has:
      """
      {"day_night": "night", "spells_cast_this_turn": {"B": 1}}
      """
    When all players pass priority
    Then no day_night_changed event happened
    And the turn is:
      | turn | 3      |
      | step | upkeep |
    When A activates mount1
    And A casts bolt1 targeting B
    And all players pass priority
    And A activates mount2
    And A casts bolt2 targeting B
    And all players pass priority
    And players pass priority until upkeep of turn 4
    Then the events include, in order:
      | type              | value |
      | day_night_changed | day   |
    When players pass priority until upkeep of turn 5
    Then the events include, in order:
      | type              | value |
      | day_night_changed | night |

  @rule:mtg:502.2 @rule:mtg:703.4b @needs:day_night
  Scenario: [17] As it becomes day, a daybound permanent showing its nightbound face transforms back
    # The other side of scenario 11: at night Probe Ruffian shows its back face (6/5, nightbound); as the
    # day/night check makes it day, it transforms to its front face (2/5). The Bear, not double-faced and
    # without nightbound, doesn't transform (702.145e: only a nightbound permanent transforms as it becomes day).
    Given the objects:
      | id       | card          | owner | zone        | transformed |
      | ruffian1 | Probe Ruffian | A     | battlefield | true        |
      | bear1    | Probe Bear    | A     | battlefield |             |
    And the setup also has:
      """
      {"day_night": "night", "spells_cast_this_turn": {"B": 2}}
      """
    When all players pass priority
    Then the events include, in order:
      | moment | type              | value | object   |
      | day    | day_night_changed | day   |          |
      | day    | transformed       |       | ruffian1 |
    And these events did not happen:
      | type        | object |
      | transformed | bear1  |
    And the turn is:
      | turn | 3      |
      | step | upkeep |
    And the objects are:
      | id       | power | toughness |
      | ruffian1 | 2     | 5         |
      | bear1    | 2     | 2         |

  @rule:mtg:502.3 @rule:mtg:703.4c
  Scenario: [18] The untap step untaps the permanents the active player controls, whoever owns them
    # forest2 is B's card under A's control; mountain1 is A's card under B's control.
    Given the objects:
      | id        | card           | owner | controller | zone        | tapped |
      | forest2   | Probe Forest   | B     | A          | battlefield | true   |
      | mountain1 | Probe Mountain | A     | B          | battlefield | true   |
    When all players pass priority
    Then the events include, in order:
      | type     | object  |
      | untapped | forest2 |
    And these events did not happen:
      | type     | object    |
      | untapped | mountain1 |
    And the objects are:
      | id        | tapped | controller |
      | forest2   | false  | A          |
      | mountain1 | true   | B          |

  @rule:mtg:502.2 @rule:mtg:703.4b @needs:day_night
  Scenario: [19] A game set up in the day becomes night when the previous turn's active player cast no spells
    # Once the game is day, it keeps a day/night designation with no daybound permanent (724.1, outside the
    # index; 730.1 in the 2025 CR): it is day and B cast no spell in turn 2, so A's untap step makes it night.
    # The other side of [15], set up at night. The setup says B's count of none outright: 0 is a count it may give
    # (PROTOCOL.md 9.1, the same as leaving it out).
    Given the setup also has:
      """
      {"day_night": "day", "spells_cast_this_turn": {"B": 0}}
      """
    When all players pass priority
    Then the events include, in order:
      | type              | value |
      | day_night_changed | night |
    And the turn is:
      | turn | 3      |
      | step | upkeep |
