Feature: MTG08 - Combat damage steps

  # Numbering: edition 2024-pre-foundations, i.e. the CR of 2022-04-29 with rule 703 as seed 003 letters it.
  # Its 703.4n/p are 703.4m/n of the 2022 text (the seed inserts Attractions at 703.4g).
  # Before the Foundations update a blocked
  # creature's damage followed its damage assignment order (510.1c, 2022 text); the 2025-09-19 CR
  # lets its controller divide it freely among the blockers (510.1c, 2025 text). Trample (702.19b,
  # outside the kit's index) still needs lethal damage on every blocker before any goes to the player.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Island | A     | library |
      | blib1 | Probe Forest | B     | library |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |

  @rule:mtg:510.1b @rule:mtg:510.2 @rule:mtg:703.4p @rule:mtg:510.1a
  Scenario: [1] An unblocked attacker deals its combat damage to the player it attacks
    # 2025-09-19 numbering: dealing combat damage is 703.4m.
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And all players pass priority
    # The damage and the life it costs are one event in the rules (120.3a): either order is fine.
    Then the events include, in order:
      | moment | type         | source | target | amount | combat | player | life |
      | hit    | damage_dealt | bear1  | B      | 2      | true   |        |      |
      | hit    | life_changed |        |        | -2     |        | B      | 18   |
    And the turn is:
      | step | combat damage |

  @rule:mtg:510.1c @rule:mtg:510.1d @rule:mtg:510.2 @rule:mtg:510.1b
  Scenario: [2] An attacker and its blocker deal combat damage to each other
    Given the objects:
      | id     | card        | owner | zone        |
      | bear1  | Probe Bear  | A     | battlefield |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | bear1    |
    And all players pass priority
    # Both creatures deal their damage at once (510.2); the bear dies afterwards, as a state-based action.
    Then the events include, in order:
      | moment | type         | source | target | amount | object |
      | hit    | damage_dealt | giant2 | bear1  | 3      |        |
      | hit    | damage_dealt | bear1  | giant2 | 2      |        |
      |        | zone_changed |        |        |        | bear1  |
    And the objects are:
      | id     | zone        | damage |
      | bear1  | graveyard   | -      |
      | giant2 | battlefield | 2      |
    And the state includes:
      | path           | value |
      | players.B.life | 20    |

  @rule:mtg:510.2
  Scenario: [3] Combat damage is dealt simultaneously, so two creatures can destroy each other
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
      | bear2 | Probe Bear | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    And all players pass priority
    # Both deal damage at once, then both die at once (704.3): neither order is fixed within a moment.
    Then the events include, in order:
      | moment | type         | source | target | object | to        |
      | hit    | damage_dealt | bear1  | bear2  |        |           |
      | hit    | damage_dealt | bear2  | bear1  |        |           |
      | die    | zone_changed |        |        | bear1  | graveyard |
      | die    | zone_changed |        |        | bear2  | graveyard |
    # Not their power and toughness in the graveyard: PROTOCOL.md 9.2 reports null there, but the rules give a
    # card off the battlefield its printed values, and this scenario is about 510.2, not about how a state is
    # written (a state convention must never fail a rule's scenario).
    And the objects are:
      | id    | zone      |
      | bear1 | graveyard |
      | bear2 | graveyard |

  @rule:mtg:510.1a
  Scenario: [4] A creature with 0 power assigns no combat damage
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
      | wall2 | Probe Wall | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | wall2   | bear1    |
    And all players pass priority
    Then these events did not happen:
      | type         | source |
      | damage_dealt | wall2  |
    And the objects are:
      | id    | damage | zone        |
      | bear1 | 0      | battlefield |
      | wall2 | 2      | battlefield |

  @rule:mtg:510.2 @rule:mtg:510.3 @rule:mtg:703.4p
  Scenario: [5] Combat damage does not use the stack and the active player then receives priority
    # 2025-09-19 numbering: dealing combat damage is 703.4m.
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And all players pass priority
    Then the events include, in order:
      | type         | source |
      | damage_dealt | bear1  |
    And no stack_push event happened
    And the turn is:
      | step     | combat damage |
      | priority | A             |

  @rule:mtg:510.3a @rule:mtg:510.3
  Scenario: [6] A combat damage trigger is put on the stack before the active player receives priority
    Given the objects:
      | id     | card        | owner | zone        |
      | thief1 | Probe Thief | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | thief1   | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And all players pass priority
    Then the events include, in order:
      | type         | source | kind      | controller |
      | damage_dealt | thief1 |           |            |
      | stack_push   | thief1 | triggered | A          |
    And the stack is:
      | kind      | source |
      | triggered | thief1 |
    And A has priority
    When all players pass priority
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib1 |
    And the stack is empty

  @rule:mtg:510.4 @rule:mtg:506.1
  Scenario: [7] A first striker deals its damage in a first combat damage step, before the others
    Given the objects:
      | id      | card         | owner | zone        |
      | knight1 | Probe Knight | A     | battlefield |
      | bear2   | Probe Bear   | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | knight1  | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | knight1  |
    And players pass priority until first strike damage
    Then the events include, in order:
      | type         | source  | target | object |
      | damage_dealt | knight1 | bear2  |        |
      | zone_changed |         |        | bear2  |
    And these events did not happen:
      | type         | source |
      | damage_dealt | bear2  |
    And the turn is:
      | step     | first strike damage |
      | priority | A                   |
    When players pass priority until end of combat
    Then these events did not happen:
      | type         | source |
      | damage_dealt | bear2  |
    And the objects are:
      | id      | zone        | damage |
      | knight1 | battlefield | 0      |
      | bear2   | graveyard   | -      |

  @rule:mtg:510.4 @rule:mtg:510.3
  Scenario: [8] The active player receives priority in the first combat damage step
    Given the objects:
      | id      | card         | owner | zone        |
      | knight1 | Probe Knight | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | knight1  | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And all players pass priority
    Then the turn is:
      | step     | first strike damage |
      | priority | A                   |
    And the state includes:
      | path           | value |
      | players.B.life | 18    |

  @rule:mtg:510.4 @rule:mtg:506.1
  Scenario: [9] Without first or double strike there is only one combat damage step
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And all players pass priority
    Then the turn is:
      | step     | combat damage |
      | priority | A             |
    And the events include, in order:
      | type         | source |
      | damage_dealt | bear1  |
    When all players pass priority
    Then the turn is:
      | step     | end of combat |
      | priority | A             |
    And no damage_dealt event happened

  @rule:mtg:510.4
  Scenario: [10] A double striker deals combat damage in both combat damage steps
    Given the objects:
      | id      | card         | owner | zone        |
      | fencer1 | Probe Fencer | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | fencer1  | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until first strike damage
    Then the events include, in order:
      | type         | source  | target | amount |
      | damage_dealt | fencer1 | B      | 1      |
    And the state includes:
      | path           | value |
      | players.B.life | 19    |
    When players pass priority until end of combat
    Then the events include, in order:
      | type         | source  | target | amount |
      | damage_dealt | fencer1 | B      | 1      |
    And the state includes:
      | path           | value |
      | players.B.life | 18    |

  @rule:mtg:510.4
  Scenario: [11] Creatures without first strike deal their damage only in the second combat damage step
    Given the objects:
      | id      | card         | owner | zone        |
      | knight1 | Probe Knight | A     | battlefield |
      | bear1   | Probe Bear   | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | knight1  | B      |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until first strike damage
    Then the events include, in order:
      | type         | source  |
      | damage_dealt | knight1 |
    And these events did not happen:
      | type         | source |
      | damage_dealt | bear1  |
    And the state includes:
      | path           | value |
      | players.B.life | 18    |
    When players pass priority until end of combat
    Then the events include, in order:
      | type         | source |
      | damage_dealt | bear1  |
    And these events did not happen:
      | type         | source  |
      | damage_dealt | knight1 |
    And the state includes:
      | path           | value |
      | players.B.life | 16    |

  @rule:mtg:510.4
  Scenario: [12] A first-strike blocker destroys the attacker before it can deal damage
    Given the objects:
      | id      | card         | owner | zone        |
      | bear1   | Probe Bear   | A     | battlefield |
      | knight2 | Probe Knight | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | knight2 | bear1    |
    And players pass priority until end of combat
    Then these events did not happen:
      | type         | source |
      | damage_dealt | bear1  |
    And the objects are:
      | id      | zone        | damage |
      | bear1   | graveyard   | -      |
      | knight2 | battlefield | 0      |

  @rule:mtg:703.4n @rule:mtg:510.1
  Scenario: [13] The active player assigns a trampler's combat damage as the combat damage step begins
    # 2025-09-19 numbering: assigning combat damage is 703.4k.
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | dread1   |
    And all players pass priority
    Then A must assign combat damage:
      | source  | dread1   |
      | amount  | 6        |
      | options | bear2, B |
    And no damage_dealt event happened
    And the turn is:
      | step | combat damage |

  @rule:mtg:510.1c @rule:mtg:510.2
  Scenario: [14] A trampler assigns lethal damage to its blocker and the rest to the player
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | dread1   |
    And all players pass priority
    And A assigns the combat damage of dread1:
      | target | amount |
      | bear2  | 2      |
      | B      | 4      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | hit    | damage_dealt | dread1 | bear2  | 2      |
      | hit    | damage_dealt | dread1 | B      | 4      |
    And the state includes:
      | path           | value |
      | players.B.life | 16    |
    And the objects are:
      | id    | zone      |
      | bear2 | graveyard |

  @rule:mtg:510.1c @rule:mtg:510.1e
  Scenario: [15] A trampler cannot assign damage to the player without lethal damage on its blocker
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | dread1   |
    And all players pass priority
    And A assigns the combat damage of dread1:
      | target | amount |
      | bear2  | 1      |
      | B      | 5      |
    Then the action is rejected as invalid_choice

  @rule:mtg:510.1c
  Scenario: [16] A trampler may assign all its damage to its blocker
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | dread1   |
    And all players pass priority
    And A assigns the combat damage of dread1:
      | target | amount |
      | bear2  | 6      |
    Then the state includes:
      | path           | value |
      | players.B.life | 20    |
    And these events did not happen:
      | type         | target |
      | damage_dealt | B      |

  @rule:mtg:510.1c @rule:mtg:509.2 @edition:mtg:2024-pre-foundations
  Scenario: [17] Damage cannot go to a later blocker in the order before the earlier one has lethal damage
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
      | bear3  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | giant1   |
      | bear3   | giant1   |
    And A orders the blockers of giant1: bear2, bear3
    And all players pass priority
    And A assigns the combat damage of giant1:
      | target | amount |
      | bear2  | 1      |
      | bear3  | 2      |
    Then the action is rejected as invalid_choice

  @rule:mtg:510.1c @rule:mtg:509.2 @edition:mtg:2024-pre-foundations
  Scenario: [18] Lethal damage to the first blocker in the order lets the rest go to the next one
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
      | bear3  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | giant1   |
      | bear3   | giant1   |
    And A orders the blockers of giant1: bear2, bear3
    And all players pass priority
    And A assigns the combat damage of giant1:
      | target | amount |
      | bear2  | 2      |
      | bear3  | 1      |
    Then the objects are:
      | id    | zone        | damage |
      | bear2 | graveyard   | -      |
      | bear3 | battlefield | 1      |

  @rule:mtg:510.1c @edition:mtg:2025-09-19
  Scenario: [19] Without damage assignment order an attacker may split its damage freely among its blockers
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
      | bear3  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | giant1   |
      | bear3   | giant1   |
    And all players pass priority
    And A assigns the combat damage of giant1:
      | target | amount |
      | bear2  | 1      |
      | bear3  | 2      |
    Then the objects are:
      | id    | zone        | damage |
      | bear2 | battlefield | 1      |
      | bear3 | graveyard   | -      |

  @rule:mtg:510.2 @rule:mtg:510.1b
  Scenario: [20] Damage from several unblocked attackers is dealt together in one combat damage step
    Given the objects:
      | id     | card        | owner | zone        |
      | bear1  | Probe Bear  | A     | battlefield |
      | giant1 | Probe Giant | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | giant1   | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And all players pass priority
    Then the events include, in order:
      | moment | type         | source |
      | hit    | damage_dealt | bear1  |
      | hit    | damage_dealt | giant1 |
    And the turn is:
      | step     | combat damage |
      | priority | A             |
    And the state includes:
      | path           | value |
      | players.B.life | 15    |

  @rule:mtg:703.4n @rule:mtg:510.1 @rule:mtg:510.1d @rule:mtg:509.3 @edition:mtg:2024-pre-foundations
  Scenario: [21] The defending player assigns the damage of a creature blocking several attackers, in its damage assignment order
    # Probe Guard (3/4) can block any number of creatures. A's attackers each have one choice; B's Guard
    # has several, so B assigns it after A (APNAP), following the order B announced: lethal damage to the
    # first attacker in the order before any goes to the next.
    Given the objects:
      | id     | card        | owner | zone        |
      | bear1  | Probe Bear  | A     | battlefield |
      | bear3  | Probe Bear  | A     | battlefield |
      | guard2 | Probe Guard | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | bear3    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | guard2  | bear1    |
      | guard2  | bear3    |
    And B orders the attackers of guard2: bear3, bear1
    And all players pass priority
    Then B must assign combat damage:
      | source  | guard2       |
      | options | bear3, bear1 |
    When B assigns the combat damage of guard2:
      | target | amount |
      | bear1  | 2      |
      | bear3  | 1      |
    Then the action is rejected as invalid_choice
    When B assigns the combat damage of guard2:
      | target | amount |
      | bear3  | 2      |
      | bear1  | 1      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | hit    | damage_dealt | bear1  | guard2 | 2      |
      | hit    | damage_dealt | bear3  | guard2 | 2      |
      | hit    | damage_dealt | guard2 | bear3  | 2      |
      | hit    | damage_dealt | guard2 | bear1  | 1      |
    And the objects are:
      | id     | zone        | damage |
      | bear1  | battlefield | 1      |
      | bear3  | graveyard   |        |
      | guard2 | graveyard   |        |

  @rule:mtg:510.1 @rule:mtg:510.1d @edition:mtg:2025-09-19
  Scenario: [22] The defending player divides the damage of a creature blocking several attackers as they choose
    # Probe Guard (3/4) can block any number of creatures. Without damage assignment order (2025-09-19),
    # B divides its 3 damage freely among the attackers it blocks.
    Given the objects:
      | id     | card        | owner | zone        |
      | bear1  | Probe Bear  | A     | battlefield |
      | bear3  | Probe Bear  | A     | battlefield |
      | guard2 | Probe Guard | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | bear3    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | guard2  | bear1    |
      | guard2  | bear3    |
    And all players pass priority
    Then B must assign combat damage:
      | source  | guard2       |
      | options | bear1, bear3 |
    When B assigns the combat damage of guard2:
      | target | amount |
      | bear1  | 1      |
      | bear3  | 2      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | hit    | damage_dealt | bear1  | guard2 | 2      |
      | hit    | damage_dealt | bear3  | guard2 | 2      |
      | hit    | damage_dealt | guard2 | bear1  | 1      |
      | hit    | damage_dealt | guard2 | bear3  | 2      |
    And the objects are:
      | id     | zone        | damage |
      | bear1  | battlefield | 1      |
      | bear3  | graveyard   |        |
      | guard2 | graveyard   |        |

  @rule:mtg:703.4n @rule:mtg:510.1 @edition:mtg:2024-pre-foundations
  Scenario: [23] The active player announces combat damage assignments before the defending player (APNAP)
    # Both players have a choice: A's trampler (6/6) between its blocker and B, B's Probe Guard (3/4, can
    # block any number of creatures) between the two attackers it blocks. A is asked first, B only once A
    # has announced, and no damage is dealt before both have.
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear1  | Probe Bear     | A     | battlefield |
      | guard2 | Probe Guard    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | guard2  | dread1   |
      | guard2  | bear1    |
    And B orders the attackers of guard2: bear1, dread1
    And all players pass priority
    Then A must assign combat damage:
      | source  | dread1    |
      | options | guard2, B |
    When A assigns the combat damage of dread1:
      | target | amount |
      | guard2 | 4      |
      | B      | 2      |
    Then B must assign combat damage:
      | source  | guard2        |
      | options | bear1, dread1 |
    And no damage_dealt event happened
    When B assigns the combat damage of guard2:
      | target | amount |
      | bear1  | 2      |
      | dread1 | 1      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | hit    | damage_dealt | dread1 | guard2 | 4      |
      | hit    | damage_dealt | dread1 | B      | 2      |
      | hit    | damage_dealt | bear1  | guard2 | 2      |
      | hit    | damage_dealt | guard2 | bear1  | 2      |
      | hit    | damage_dealt | guard2 | dread1 | 1      |
    And the state includes:
      | path           | value |
      | players.B.life | 18    |

  @rule:mtg:703.4k @rule:mtg:510.1 @edition:mtg:2025-09-19
  Scenario: [24] The active player announces combat damage assignments before the defending player, without damage assignment order
    # 2025-09-19 numbering: assigning combat damage is 703.4k. As [23], with B dividing its Guard's damage
    # freely among the attackers it blocks.
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear1  | Probe Bear     | A     | battlefield |
      | guard2 | Probe Guard    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | guard2  | dread1   |
      | guard2  | bear1    |
    And all players pass priority
    Then A must assign combat damage:
      | source  | dread1    |
      | options | guard2, B |
    When A assigns the combat damage of dread1:
      | target | amount |
      | guard2 | 4      |
      | B      | 2      |
    Then B must assign combat damage:
      | source  | guard2        |
      | options | dread1, bear1 |
    And no damage_dealt event happened
    When B assigns the combat damage of guard2:
      | target | amount |
      | bear1  | 2      |
      | dread1 | 1      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | hit    | damage_dealt | dread1 | guard2 | 4      |
      | hit    | damage_dealt | dread1 | B      | 2      |
      | hit    | damage_dealt | bear1  | guard2 | 2      |
      | hit    | damage_dealt | guard2 | bear1  | 2      |
      | hit    | damage_dealt | guard2 | dread1 | 1      |
    And the state includes:
      | path           | value |
      | players.B.life | 18    |

  @rule:mtg:510.1c @rule:mtg:510.1e @edition:mtg:2024-pre-foundations
  Scenario: [25] A trampler cannot assign even 1 damage to the player before all its blockers have lethal damage
    # Two 0/3 walls take all 6 of dread1's power as lethal damage (702.19b): 3, 2 and 1 to B is illegal, however
    # little goes to the player. (With a single blocker, 1 to the player would leave the blocker all the rest.)
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | wall2  | Probe Wall     | B     | battlefield |
      | wall3  | Probe Wall     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | wall2   | dread1   |
      | wall3   | dread1   |
    And A orders the blockers of dread1: wall2, wall3
    And all players pass priority
    And A assigns the combat damage of dread1:
      | target | amount |
      | wall2  | 3      |
      | wall3  | 2      |
      | B      | 1      |
    Then the action is rejected as invalid_choice

  @rule:mtg:510.1c
  Scenario: [26] A blocked creature without trample assigns all its combat damage to its blocker, none to the player
    # giant1 (3 power) is blocked by bear2 (toughness 2): the excess does not go to B without trample (702.19b).
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | giant1   |
    And all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | giant1 | bear2  | 3      |
    And the state includes:
      | path           | value |
      | players.B.life | 20    |

  @rule:mtg:510.1c @rule:mtg:510.1e @edition:mtg:2025-09-19
  Scenario: [27] A trampler cannot assign even 1 damage to the player before all its blockers have lethal damage, without damage assignment order
    # As MTG08/25, in the edition without damage assignment order.
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | wall2  | Probe Wall     | B     | battlefield |
      | wall3  | Probe Wall     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | wall2   | dread1   |
      | wall3   | dread1   |
    And all players pass priority
    And A assigns the combat damage of dread1:
      | target | amount |
      | wall2  | 3      |
      | wall3  | 2      |
      | B      | 1      |
    Then the action is rejected as invalid_choice

  @rule:mtg:510.1c @rule:mtg:510.2
  Scenario: [28] A trampler's lethal damage to its blocker counts the damage already marked on it
    # 702.19b (outside the index): lethal damage takes into account damage already marked on the blocker. The
    # Giant (3/3) already has 2 damage, so 1 is lethal and the other 5 may go to the player.
    Given the objects:
      | id     | card           | owner | zone        | damage |
      | dread1 | Probe Dreadmaw | A     | battlefield | 0      |
      | giant2 | Probe Giant    | B     | battlefield | 2      |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | dread1   |
    And all players pass priority
    And A assigns the combat damage of dread1:
      | target | amount |
      | giant2 | 1      |
      | B      | 5      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | hit    | damage_dealt | dread1 | giant2 | 1      |
      | hit    | damage_dealt | dread1 | B      | 5      |
    And the state includes:
      | path           | value |
      | players.B.life | 15    |
    And the objects are:
      | id     | zone      |
      | giant2 | graveyard |

  @rule:mtg:510.1c @rule:mtg:509.2 @edition:mtg:2024-pre-foundations
  Scenario: [29] An attacker with less power than lethal for its first blocker assigns it all to that blocker
    # The Elf (1/1) is blocked by two Bears, ordered bear2 then bear3: bear2 can't be dealt lethal damage, so
    # the only legal assignment puts the 1 damage on bear2 (the prompt is forced: the engine may skip it).
    Given the objects:
      | id    | card       | owner | zone        |
      | elf1  | Probe Elf  | A     | battlefield |
      | bear2 | Probe Bear | B     | battlefield |
      | bear3 | Probe Bear | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | elf1     | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | elf1     |
      | bear3   | elf1     |
    And A orders the blockers of elf1: bear2, bear3
    And all players pass priority
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | hit    | damage_dealt | elf1   | bear2  | 1      |
      | hit    | damage_dealt | bear2  | elf1   | 2      |
      | hit    | damage_dealt | bear3  | elf1   | 2      |
    And the objects are:
      | id    | zone        | damage |
      | bear2 | battlefield | 1      |
      | bear3 | battlefield | 0      |
      | elf1  | graveyard   | -      |

  @rule:mtg:510.1c @rule:mtg:506.4
  Scenario: [30] A blocked creature whose blocker is gone deals no combat damage, unless it has trample
    # A Bolt destroys each blocker before damage, so both leave combat (506.4) and both attackers stay blocked.
    # The Bear assigns no combat damage (510.1c); the Dreadmaw has trample, so it assigns all its damage to the
    # player it attacks (702.19d, outside the kit's index).
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear1  | Probe Bear     | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
      | bear3  | Probe Bear     | B     | battlefield |
      | bolt1  | Probe Bolt     | A     | hand        |
      | bolt2  | Probe Bolt     | A     | hand        |
      | mount1 | Probe Mountain | A     | battlefield |
      | mount2 | Probe Mountain | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | dread1   |
      | bear3   | bear1    |
    And A activates mount1
    And A casts bolt1 targeting bear2
    And all players pass priority
    And A activates mount2
    And A casts bolt2 targeting bear3
    And all players pass priority
    Then the objects are:
      | id    | zone      |
      | bear2 | graveyard |
      | bear3 | graveyard |
    When all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | dread1 | B      | 6      |
    And these events did not happen:
      | type         | source |
      | damage_dealt | bear1  |
    And the state includes:
      | path           | value |
      | players.B.life | 14    |
    And the turn is:
      | step | combat damage |

  @rule:mtg:510.1a @rule:mtg:510.1e
  Scenario: [31] A creature assigns all of its combat damage: an assignment short of its power is illegal
    # 510.1a: a creature assigns combat damage equal to its power. Probe Dreadmaw (6/6, trample) is blocked by a
    # Probe Bear: 5 to the Bear leaves 1 of its 6 damage unassigned, so the assignment is refused (510.1e) and A
    # assigns again; all 6 to the Bear is legal (MTG08/16).
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | dread1   |
    And all players pass priority
    And A assigns the combat damage of dread1:
      | target | amount |
      | bear2  | 5      |
    Then the action is rejected as invalid_choice
    When A assigns the combat damage of dread1:
      | target | amount |
      | bear2  | 6      |
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | dread1 | bear2  | 6      |
