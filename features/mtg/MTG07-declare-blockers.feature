Feature: MTG07 - Declare blockers step

  # Numbering: edition 2024-pre-foundations, i.e. the CR of 2022-04-29 with rule 703 as seed 003 letters it.
  # Its 703.4j/k/m are 703.4i/j/k of the 2022 text (the seed inserts Attractions at 703.4g).
  # In that edition the active player announces
  # damage assignment orders (509.2), then the defending player does (509.3), then the active
  # player gets priority (509.4). The 2025-09-19 CR dropped damage assignment order: its 509.2 is
  # the priority rule, 509.2a the trigger rule, and the "whenever ... blocks" triggers are 509.3a.
  # Scenarios about damage assignment order hold only for 2024-pre-foundations.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone        |
      | alib1 | Probe Forest | A     | library     |
      | blib1 | Probe Forest | B     | library     |
      | bear1 | Probe Bear   | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |

  @rule:mtg:703.4j @rule:mtg:509.1
  Scenario: [1] The defending player must declare blockers as soon as the declare blockers step begins
    Given the objects:
      | id     | card        | owner | zone        |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    Then B must declare blockers:
      | blockers  | giant2 |
      | attackers | bear1  |
    And the turn is:
      | step | declare blockers |
    And no player has priority

  @rule:mtg:509.1g @rule:mtg:509.4
  Scenario: [2] A declared blocker blocks the attacker and the active player then receives priority
    # 2025-09-19 numbering: the priority rule is 509.2.
    Given the objects:
      | id     | card        | owner | zone        |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | bear1    |
    Then the events include, in order:
      | type              | player | blockers |
      | blockers_declared | B      | giant2   |
    And the objects are:
      | id     | blocking | blocked_by |
      | bear1  | []       | giant2     |
      | giant2 | bear1    | []         |
    And the turn is:
      | step     | declare blockers |
      | priority | A                |

  @rule:mtg:509.4 @rule:mtg:509.1h
  Scenario: [3] The active player receives priority in the declare blockers step even when nothing blocks
    # 2025-09-19 numbering: the priority rule is 509.2.
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares no blockers
    Then the turn is:
      | step     | declare blockers |
      | priority | A                |
    And the objects are:
      | id    | blocked_by | attacking |
      | bear1 | []         | B         |

  @rule:mtg:509.1h @rule:mtg:510.1c
  Scenario: [4] An attacker stays blocked after its only blocker leaves combat and deals no damage
    Given the objects:
      | id        | card           | owner | zone        |
      | bear2     | Probe Bear     | B     | battlefield |
      | bolt1     | Probe Bolt     | A     | hand        |
      | mountain1 | Probe Mountain | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    And A activates mountain1
    And A casts bolt1 targeting bear2
    And all players pass priority
    Then the objects are:
      | id    | zone      |
      | bear2 | graveyard |
    When players pass priority until end of combat
    Then these events did not happen:
      | type         | source |
      | damage_dealt | bear1  |
    And the state includes:
      | path           | value |
      | players.B.life | 20    |

  @rule:mtg:509.1h @rule:mtg:510.1b
  Scenario: [5] An attacker nobody blocks is unblocked and damages the defending player
    Given the objects:
      | id     | card        | owner | zone        |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares no blockers
    And players pass priority until end of combat
    Then the state includes:
      | path           | value |
      | players.B.life | 18    |

  @rule:mtg:509.1a
  Scenario: [6] A tapped creature cannot block
    Given the objects:
      | id     | card        | owner | zone        | tapped |
      | giant2 | Probe Giant | B     | battlefield | false  |
      | bear2  | Probe Bear  | B     | battlefield | true   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    Then the action is rejected as invalid_choice

  @rule:mtg:509.1a
  Scenario: [7] The attacking player's creatures cannot block
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant1  | bear1    |
    Then the action is rejected as invalid_choice

  @rule:mtg:509.4a @rule:mtg:509.5a
  Scenario: [8] A block trigger goes on the stack before the active player receives priority
    # 2025-09-19 numbering: 509.2a and 509.3a.
    Given the objects:
      | id      | card         | owner | zone        |
      | sentry2 | Probe Sentry | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | sentry2 | bear1    |
    Then the events include, in order:
      | type              | source  | kind      | controller | player |
      | blockers_declared |         |           |            | B      |
      | stack_push        | sentry2 | triggered | B          |        |
    And the stack is:
      | kind      | source  |
      | triggered | sentry2 |
    And A has priority
    When all players pass priority
    Then the objects are:
      | id      | power | toughness |
      | sentry2 | 2     | 4         |

  @rule:mtg:509.1 @rule:mtg:509.1g @rule:mtg:509.1a
  Scenario: [9] Several creatures may block the same attacker
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
    # Blockers of one attacker have no order the rules fix here: each blocker is checked on its own.
    Then the objects are:
      | id     | blocking | blocked_by_count |
      | bear2  | giant1   |                  |
      | bear3  | giant1   |                  |
      | giant1 |          | 2                |
    And A has priority

  @rule:mtg:509.1 @rule:mtg:509.1g @rule:mtg:509.1a
  Scenario: [10] Each blocker blocks one attacker of its choice
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
      | bear3  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | giant1   |
      | bear3   | bear1    |
    Then the objects are:
      | id     | blocked_by | blocking |
      | giant1 | bear2      | []       |
      | bear1  | bear3      | []       |
      | bear2  | []         | giant1   |
      | bear3  | []         | bear1    |

  @rule:mtg:509.1 @rule:mtg:703.1
  Scenario: [11] Declaring blockers does not use the stack
    Given the objects:
      | id     | card        | owner | zone        |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | bear1    |
    Then no stack_push event happened
    And the stack is empty

  @rule:mtg:703.4k @rule:mtg:509.2 @edition:mtg:2024-pre-foundations
  Scenario: [12] The active player announces the damage assignment order of an attacker blocked by several creatures
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
    Then A must order blockers:
      | attacker | giant1       |
      | options  | bear2, bear3 |
    And no player has priority
    # The order is announced for the attacker the decision names: bear1 is not blocked (it does not attack).
    When A orders the blockers of bear1: bear3, bear2
    Then the action is rejected as invalid_choice
    When A orders the blockers of giant1: bear3, bear2
    Then the state includes:
      | path                                  | value              |
      | combat.damage_assignment_order.giant1 | ["bear3", "bear2"] |
    And A has priority

  @rule:mtg:703.4k @rule:mtg:509.2 @edition:mtg:2024-pre-foundations
  Scenario: [13] An attacker blocked by a single creature needs no damage assignment order
    Given the objects:
      | id     | card        | owner | zone        |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | bear1    |
    Then A has priority
    And no damage_order_announced event happened

  @rule:mtg:703.4m @rule:mtg:509.3 @edition:mtg:2024-pre-foundations
  Scenario: [14] The defending player announces no order when none of their creatures blocks several attackers
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
    Then A has priority
    And these events did not happen:
      | type                   | player |
      | damage_order_announced | B      |

  @rule:mtg:703.4k @rule:mtg:509.4a @rule:mtg:509.2 @edition:mtg:2024-pre-foundations
  Scenario: [15] The damage assignment order is announced before block triggers go on the stack
    Given the objects:
      | id      | card         | owner | zone        |
      | giant1  | Probe Giant  | A     | battlefield |
      | sentry2 | Probe Sentry | B     | battlefield |
      | bear3   | Probe Bear   | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | sentry2 | giant1   |
      | bear3   | giant1   |
    Then no stack_push event happened
    When A orders the blockers of giant1: sentry2, bear3
    Then the events include, in order:
      | type       | source  |
      | stack_push | sentry2 |
    And the stack is:
      | kind      | source  |
      | triggered | sentry2 |
    And the state includes:
      | path                                  | value                |
      | combat.damage_assignment_order.giant1 | ["sentry2", "bear3"] |
    And A has priority

  @rule:mtg:509.2 @edition:mtg:2025-09-19
  Scenario: [16] Without damage assignment order the active player receives priority right after a double block
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
    Then A has priority
    And no damage_order_announced event happened

  @rule:mtg:703.4m @rule:mtg:509.3 @edition:mtg:2024-pre-foundations
  Scenario: [17] The defending player announces the damage assignment order of a creature blocking several attackers, after the active player's orders
    # Probe Guard can block any number of creatures.
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | guard2 | Probe Guard | B     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | guard2  | bear1    |
      | guard2  | giant1   |
      | bear2   | giant1   |
    Then A must order blockers:
      | attacker | giant1        |
      | options  | guard2, bear2 |
    When A orders the blockers of giant1: bear2, guard2
    Then B must order attackers:
      | blocker | guard2        |
      | options | bear1, giant1 |
    And no player has priority
    When B orders the attackers of guard2: giant1, bear1
    Then the state includes:
      | path                                  | value               |
      | combat.damage_assignment_order.guard2 | ["giant1", "bear1"] |
    And A has priority

  @rule:mtg:509.1a
  Scenario: [18] A creature without an ability to block more cannot block two attackers
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | giant1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | giant1   |
      | bear2   | bear1    |
    Then the action is rejected as invalid_choice
    And B must declare blockers
    And the objects are:
      | id    | blocking |
      | bear2 | []       |

  @rule:mtg:509.1a
  Scenario: [19] The defending player may block with all of their creatures, however many they control
    # Sixteen Probe Walls (0/3 defenders) all block the one attacker: 2^16 ways to choose blockers. An engine
    # that checks a declaration against a list of the ways it has enumerated, capped at some size, rejects a
    # legal one. (In 2024-pre-foundations the active player is then asked to order the blockers, 509.2.)
    Given the objects:
      | id     | card       | owner | zone        |
      | wall1  | Probe Wall | B     | battlefield |
      | wall2  | Probe Wall | B     | battlefield |
      | wall3  | Probe Wall | B     | battlefield |
      | wall4  | Probe Wall | B     | battlefield |
      | wall5  | Probe Wall | B     | battlefield |
      | wall6  | Probe Wall | B     | battlefield |
      | wall7  | Probe Wall | B     | battlefield |
      | wall8  | Probe Wall | B     | battlefield |
      | wall9  | Probe Wall | B     | battlefield |
      | wall10 | Probe Wall | B     | battlefield |
      | wall11 | Probe Wall | B     | battlefield |
      | wall12 | Probe Wall | B     | battlefield |
      | wall13 | Probe Wall | B     | battlefield |
      | wall14 | Probe Wall | B     | battlefield |
      | wall15 | Probe Wall | B     | battlefield |
      | wall16 | Probe Wall | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | wall1   | bear1    |
      | wall2   | bear1    |
      | wall3   | bear1    |
      | wall4   | bear1    |
      | wall5   | bear1    |
      | wall6   | bear1    |
      | wall7   | bear1    |
      | wall8   | bear1    |
      | wall9   | bear1    |
      | wall10  | bear1    |
      | wall11  | bear1    |
      | wall12  | bear1    |
      | wall13  | bear1    |
      | wall14  | bear1    |
      | wall15  | bear1    |
      | wall16  | bear1    |
    Then the objects are:
      | id     | blocking |
      | wall1  | bear1    |
      | wall2  | bear1    |
      | wall3  | bear1    |
      | wall4  | bear1    |
      | wall5  | bear1    |
      | wall6  | bear1    |
      | wall7  | bear1    |
      | wall8  | bear1    |
      | wall9  | bear1    |
      | wall10 | bear1    |
      | wall11 | bear1    |
      | wall12 | bear1    |
      | wall13 | bear1    |
      | wall14 | bear1    |
      | wall15 | bear1    |
      | wall16 | bear1    |

  @rule:mtg:509.1b
  Scenario: [20] A creature with flying or reach can block a creature with flying
    # The other side of MTG22/9: flying (702.9b) and reach (702.17b) are the abilities that let a creature
    # block a flyer, each on its own.
    Given the objects:
      | id      | card         | owner | zone        |
      | drake1  | Probe Drake  | A     | battlefield |
      | drake3  | Probe Drake  | A     | battlefield |
      | drake2  | Probe Drake  | B     | battlefield |
      | spider2 | Probe Spider | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | drake1   | B      |
      | drake3   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | drake2  | drake1   |
      | spider2 | drake3   |
    Then the objects are:
      | id      | blocking   |
      | drake2  | ["drake1"] |
      | spider2 | ["drake3"] |
