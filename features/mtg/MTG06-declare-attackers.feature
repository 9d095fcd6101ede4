Feature: MTG06 - Declare attackers step

  # Seed 004 says that without attackers the game skips to the end of combat step. The CR (508.8)
  # skips only the declare blockers and combat damage steps; the declare attackers step still
  # gives the active player priority (508.2). These scenarios follow the CR.

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

  @rule:mtg:703.4i @rule:mtg:508.1
  Scenario: [1] The active player must declare attackers as soon as the declare attackers step begins
    When all players pass priority
    Then A must declare attackers:
      | attackers | bear1 |
      | targets   | B     |
    And the turn is:
      | step | declare attackers |

  @rule:mtg:703.4i @rule:mtg:703.3
  Scenario: [2] Nobody receives priority in the declare attackers step before attackers are declared
    When all players pass priority
    Then these events did not happen:
      | type     | player |
      | priority | A      |
    And no player has priority

  @rule:mtg:508.1f @rule:mtg:508.1k @rule:mtg:506.2
  Scenario: [3] A declared attacker becomes tapped and attacks the defending player
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the events include, in order:
      | type               | player | attackers | object |
      | attackers_declared | A      | bear1     |        |
    And the events include, in order:
      | type   | object |
      | tapped | bear1  |
    And the objects are:
      | id    | tapped | attacking |
      | bear1 | true   | B         |

  @rule:mtg:508.2
  Scenario: [4] The active player receives priority after attackers are declared
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the events include, in order:
      | type               | player |
      | attackers_declared | A      |
    And the turn is:
      | step     | declare attackers |
      | priority | A                 |

  @rule:mtg:508.2b @rule:mtg:508.1m
  Scenario: [5] An attack trigger is put on the stack before the active player receives priority
    Given the objects:
      | id      | card         | owner | zone        |
      | wolves1 | Probe Wolves | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | wolves1  | B      |
    Then the events include, in order:
      | type               | source  | kind      | controller | player |
      | attackers_declared |         |           |            | A      |
      | stack_push         | wolves1 | triggered | A          |        |
    And the stack is:
      | kind      | source  |
      | triggered | wolves1 |
    And A has priority
    When all players pass priority
    Then the objects are:
      | id      | power | toughness | attacking |
      | wolves1 | 4     | 3         | B         |
    And the turn is:
      | step     | declare attackers |
      | priority | A                 |

  @rule:mtg:508.1a
  Scenario: [6] A creature that came under its controller's control this turn cannot attack
    Given the objects:
      | id    | card       | owner | zone        | summoning sick |
      | bear2 | Probe Bear | A     | battlefield | true           |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear2    | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.1a
  Scenario: [7] A creature with haste can attack the turn it came under its controller's control
    Given the objects:
      | id      | card         | owner | zone        | summoning sick |
      | goblin1 | Probe Goblin | A     | battlefield | true           |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | goblin1  | B      |
    Then the objects are:
      | id      | attacking | tapped |
      | goblin1 | B         | true   |

  @rule:mtg:508.1a
  Scenario: [8] A tapped creature cannot attack
    Given the objects:
      | id     | card        | owner | zone        | tapped |
      | giant1 | Probe Giant | A     | battlefield | true   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | giant1   | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.1c
  Scenario: [9] A creature with defender cannot attack
    Given the objects:
      | id    | card       | owner | zone        |
      | wall1 | Probe Wall | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | wall1    | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.1a @rule:mtg:506.2
  Scenario: [10] The nonactive player's creatures cannot be declared as attackers
    Given the objects:
      | id    | card       | owner | zone        |
      | bear2 | Probe Bear | B     | battlefield |
    # bear2 attacks B, the defending player: its only fault is that A does not control it (with A as its
    # target, the declaration would also break 508.1b and could be refused for that alone).
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear2    | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.1b
  Scenario: [11] An attacker cannot attack its own controller
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | A      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.8 @rule:mtg:508.2
  Scenario: [12] With no attackers the declare attackers step still gives priority
    When all players pass priority
    And A declares no attackers
    Then the turn is:
      | phase    | combat            |
      | step     | declare attackers |
      | priority | A                 |

  @rule:mtg:508.8 @rule:mtg:506.1
  Scenario: [13] With no attackers the declare blockers and combat damage steps are skipped
    When all players pass priority
    And A declares no attackers
    And all players pass priority
    # Nothing of the skipped steps happens: no blocker declaration, no combat damage.
    Then the turn is:
      | phase    | combat        |
      | step     | end of combat |
      | priority | A             |
    And no blockers_declared event happened
    And no damage_dealt event happened

  @rule:mtg:508.1a @rule:mtg:508.1k
  Scenario: [14] Creatures the active player does not declare stay out of combat
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the objects are:
      | id     | attacking | tapped |
      | bear1  | B         | true   |
      | giant1 | none      | false  |

  @rule:mtg:508.1 @rule:mtg:508.1f
  Scenario: [15] Several attackers are declared together and all of them tap
    Given the objects:
      | id     | card        | owner | zone        |
      | giant1 | Probe Giant | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | giant1   | B      |
    # The rules give the attackers no order among themselves: each is checked on its own.
    Then the events include, in order:
      | type               | player |
      | attackers_declared | A      |
    And the objects are:
      | id     | attacking | tapped |
      | bear1  | B         | true   |
      | giant1 | B         | true   |
    And the state includes:
      | path                           | value |
      | combat.attackers.bear1.target  | B     |
      | combat.attackers.giant1.target | B     |

  @rule:mtg:508.1 @rule:mtg:703.1
  Scenario: [16] Declaring attackers does not use the stack
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then no stack_push event happened
    And the stack is empty

  @rule:mtg:508.2 @rule:mtg:117.3d
  Scenario: [17] The defending player may cast an instant in the declare attackers step
    Given the objects:
      | id        | card           | owner | zone        |
      | bolt2     | Probe Bolt     | B     | hand        |
      | mountain2 | Probe Mountain | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And A passes priority
    And B activates mountain2
    And B casts bolt2 targeting bear1
    Then the stack is:
      | id    | controller |
      | bolt2 | B          |
    And B has priority

  @rule:mtg:506.3
  Scenario: [18] Only a creature can be declared as an attacker
    Given the objects:
      | id      | card         | owner | zone        |
      | forest1 | Probe Forest | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | forest1  | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.1a
  Scenario: [19] The active player may attack with all of their creatures, however many they control
    # Sixteen Probe Bears: 2^16 ways to choose attackers. An engine that checks a declaration against a list
    # of the ways it has enumerated, capped at some size, rejects a legal one.
    Given the objects:
      | id     | card       | owner | zone        |
      | bear2  | Probe Bear | A     | battlefield |
      | bear3  | Probe Bear | A     | battlefield |
      | bear4  | Probe Bear | A     | battlefield |
      | bear5  | Probe Bear | A     | battlefield |
      | bear6  | Probe Bear | A     | battlefield |
      | bear7  | Probe Bear | A     | battlefield |
      | bear8  | Probe Bear | A     | battlefield |
      | bear9  | Probe Bear | A     | battlefield |
      | bear10 | Probe Bear | A     | battlefield |
      | bear11 | Probe Bear | A     | battlefield |
      | bear12 | Probe Bear | A     | battlefield |
      | bear13 | Probe Bear | A     | battlefield |
      | bear14 | Probe Bear | A     | battlefield |
      | bear15 | Probe Bear | A     | battlefield |
      | bear16 | Probe Bear | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | bear2    | B      |
      | bear3    | B      |
      | bear4    | B      |
      | bear5    | B      |
      | bear6    | B      |
      | bear7    | B      |
      | bear8    | B      |
      | bear9    | B      |
      | bear10   | B      |
      | bear11   | B      |
      | bear12   | B      |
      | bear13   | B      |
      | bear14   | B      |
      | bear15   | B      |
      | bear16   | B      |
    Then the objects are:
      | id     | attacking | tapped |
      | bear1  | B         | true   |
      | bear2  | B         | true   |
      | bear3  | B         | true   |
      | bear4  | B         | true   |
      | bear5  | B         | true   |
      | bear6  | B         | true   |
      | bear7  | B         | true   |
      | bear8  | B         | true   |
      | bear9  | B         | true   |
      | bear10 | B         | true   |
      | bear11 | B         | true   |
      | bear12 | B         | true   |
      | bear13 | B         | true   |
      | bear14 | B         | true   |
      | bear15 | B         | true   |
      | bear16 | B         | true   |

  @rule:mtg:508.1d @needs:multiplayer
  Scenario: [20] A creature that attacks each combat if able may attack an opponent it must pay to attack, not stay home
    # Three players: attacking B is free, attacking C costs {1} (C's Probe Archangel). Not paying a cost is
    # never required, so the requirement is obeyed as far as it can be for free by attacking B: declaring no
    # attack disobeys it. Paying to attack C instead obeys it just as well: the creature attacks.
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
      | C      |
    And the objects:
      | id     | card            | owner | zone        |
      | bers1  | Probe Berserker | A     | battlefield |
      | mount1 | Probe Mountain  | A     | battlefield |
      | arch3  | Probe Archangel | C     | battlefield |
    When all players pass priority
    And A declares no attackers
    Then the action is rejected as invalid_choice
    And A must declare attackers
    When A declares attackers:
      | attacker | target | mana abilities |
      | bers1    | C      | mount1         |
    Then the objects are:
      | id     | attacking | tapped |
      | bers1  | C         | true   |
      | mount1 | none      | true   |

  @rule:mtg:508.1f
  Scenario: [21] An attacking creature with vigilance does not become tapped; one without it does
    # 508.1f taps the declared attackers unless they have vigilance (702.20b): both sides in one declaration.
    Given the objects:
      | id    | card           | owner | zone        |
      | sen1  | Probe Sentinel | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | sen1     | B      |
    Then the objects are:
      | id    | tapped | attacking |
      | bear1 | true   | B         |
      | sen1  | false  | B         |
    And these events did not happen:
      | type   | object |
      | tapped | sen1   |

  @rule:mtg:508.1a
  Scenario: [22] A creature cast this turn cannot attack: its controller has not controlled it since the turn began
    # 302.6 (outside the index): a creature that came under its controller's control during the turn, here by
    # resolving as a spell in the precombat main phase, can't attack that turn. [6] gives the same creature by
    # setup; here the engine itself must mark the creature as it enters.
    Given the objects:
      | id    | card       | owner | zone |
      | bear2 | Probe Bear | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A casts bear2
    And all players pass priority
    Then the objects are:
      | id    | zone        |
      | bear2 | battlefield |
    When all players pass priority
    And all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear2    | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.1a
  Scenario: [23] The active player can't declare a creature an opponent controls as an attacker
    # Only creatures the active player controls may attack (508.1a). B's Giant is untapped and has been under
    # B's control since the turn began, so nothing but its controller keeps it out of A's attack.
    Given the objects:
      | id     | card        | owner | zone        |
      | giant2 | Probe Giant | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | giant2   | B      |
    Then the action is rejected as invalid_choice
    When A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the objects are:
      | id     | attacking | tapped |
      | bear1  | B         | true   |
      | giant2 | none      | false  |
