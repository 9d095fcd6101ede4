Feature: MTG19 - Attack and block requirements and restrictions, and staying in combat

  # Restrictions say a creature can't attack or block; requirements say it must. A declaration that
  # breaks a restriction, or obeys fewer requirements than it could, is illegal and taken back. Once a
  # creature is attacking or blocking, later restrictions and tapping don't take it out of combat.
  # Probe Berserker = Bloodrock Cyclops, Probe Raider = Goblin Raider, Probe Unicorn = Prized Unicorn,
  # Probe Stun = Stun, Probe Lawkeeper = Gideon's Lawkeeper.

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

  @rule:mtg:508.1d
  Scenario: [1] A creature that attacks each combat if able can't be left out of an attack by declaring none
    Given the objects:
      | id    | card            | owner | zone        |
      | bers1 | Probe Berserker | A     | battlefield |
    When all players pass priority
    And A declares no attackers
    Then the action is rejected as invalid_choice
    And A must declare attackers

  @rule:mtg:508.1d
  Scenario: [2] Attacking with other creatures only still disobeys the attack requirement
    Given the objects:
      | id    | card            | owner | zone        |
      | bers1 | Probe Berserker | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:508.1d
  Scenario: [3] An attack that includes the required creature is legal, with or without other attackers
    Given the objects:
      | id    | card            | owner | zone        |
      | bers1 | Probe Berserker | A     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bers1    | B      |
      | bear1    | B      |
    Then the objects are:
      | id    | attacking |
      | bers1 | B         |
      | bear1 | B         |

  @rule:mtg:508.1d
  Scenario: [4] A requirement that can't be obeyed (the creature is tapped) doesn't force an attack
    Given the objects:
      | id    | card            | owner | zone        | tapped |
      | bers1 | Probe Berserker | A     | battlefield | true   |
    When all players pass priority
    And A declares no attackers
    Then the objects are:
      | id    | attacking |
      | bers1 | none      |
    And the turn is:
      | step     | declare attackers |
      | priority | A                 |

  @rule:mtg:509.1b
  Scenario: [5] A creature that can't block is not offered as a blocker and can't be declared as one
    Given the objects:
      | id      | card        | owner | zone        |
      | raider2 | Probe Raider | B    | battlefield |
      | bear2   | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    Then B must declare blockers:
      | blockers  | bear2 |
      | attackers | bear1 |
    When B declares blockers:
      | blocker | attacker |
      | raider2 | bear1    |
    Then the action is rejected as invalid_choice

  @rule:mtg:509.1b
  Scenario: [6] A creature made unable to block by a spell can't be declared as a blocker
    Given the objects:
      | id     | card           | owner | zone        |
      | mount1 | Probe Mountain | A     | battlefield |
      | mount2 | Probe Mountain | A     | battlefield |
      | stun1  | Probe Stun     | A     | hand        |
      | giant2 | Probe Giant    | B     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And A activates mount1
    And A activates mount2
    And A casts stun1 targeting giant2
    And all players pass priority
    Then the stack is empty
    # Stun only restricts blocking (and draws a card): the Giant keeps its power and toughness.
    And the objects are:
      | id     | power | toughness |
      | giant2 | 3     | 3         |
    When all players pass priority
    Then B must declare blockers:
      | blockers | bear2 |
    When B declares blockers:
      | blocker | attacker |
      | giant2  | bear1    |
    Then the action is rejected as invalid_choice

  @rule:mtg:506.4a
  Scenario: [7] A blocker made unable to block after blockers are declared keeps blocking and deals damage
    Given the objects:
      | id     | card           | owner | zone        |
      | mount1 | Probe Mountain | A     | battlefield |
      | mount2 | Probe Mountain | A     | battlefield |
      | stun1  | Probe Stun     | A     | hand        |
      | giant2 | Probe Giant    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | bear1    |
    And A activates mount1
    And A activates mount2
    And A casts stun1 targeting giant2
    And all players pass priority
    Then the objects are:
      | id     | blocking | blocked_by |
      | giant2 | ["bear1"] | []        |
      | bear1  | []       | ["giant2"] |
    When players pass priority until end of combat
    Then the events include, in order:
      | type         | source | target | amount | combat |
      | damage_dealt | giant2 | bear1  | 3      | true   |

  @rule:mtg:509.1c
  Scenario: [8] A creature able to block an attacker that all creatures must block can't stay back
    # Two such attackers: each blocker must block one of them, so B still has a choice to make.
    Given the objects:
      | id    | card          | owner | zone        |
      | uni1  | Probe Unicorn | A     | battlefield |
      | uni2  | Probe Unicorn | A     | battlefield |
      | bear2 | Probe Bear    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | uni1     | B      |
      | uni2     | B      |
    And all players pass priority
    And B declares no blockers
    Then the action is rejected as invalid_choice
    And B must declare blockers

  @rule:mtg:509.1c
  Scenario: [9] Blocking another attacker instead of the one that must be blocked is illegal
    Given the objects:
      | id    | card          | owner | zone        |
      | uni1  | Probe Unicorn | A     | battlefield |
      | uni2  | Probe Unicorn | A     | battlefield |
      | bear2 | Probe Bear    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | uni1     | B      |
      | uni2     | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    Then the action is rejected as invalid_choice
    When B declares blockers:
      | blocker | attacker |
      | bear2   | uni1     |
    Then the objects are:
      | id    | blocking |
      | bear2 | ["uni1"] |

  @rule:mtg:509.1c @rule:mtg:509.1b
  Scenario: [10] Every creature able to block must block; one that can't block is not required to
    Given the objects:
      | id      | card          | owner | zone        |
      | uni1    | Probe Unicorn | A     | battlefield |
      | uni2    | Probe Unicorn | A     | battlefield |
      | bear2   | Probe Bear    | B     | battlefield |
      | giant2  | Probe Giant   | B     | battlefield |
      | raider2 | Probe Raider  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | uni1     | B      |
      | uni2     | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | uni1     |
    Then the action is rejected as invalid_choice
    When B declares blockers:
      | blocker | attacker |
      | bear2   | uni1     |
      | giant2  | uni1     |
    Then the objects are:
      | id      | blocking |
      | bear2   | ["uni1"] |
      | giant2  | ["uni1"] |
      | raider2 | []       |

  @rule:mtg:506.4b
  Scenario: [11] Tapping a blocking creature doesn't remove it from combat or prevent its combat damage
    Given the objects:
      | id      | card            | owner | zone        |
      | plains1 | Probe Plains    | A     | battlefield |
      | law1    | Probe Lawkeeper | A     | battlefield |
      | giant2  | Probe Giant     | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | giant2  | bear1    |
    And A activates plains1
    And A activates law1 targeting giant2
    And all players pass priority
    Then the objects are:
      | id     | tapped | blocking  |
      | giant2 | true   | ["bear1"] |
    When players pass priority until end of combat
    Then the events include, in order:
      | type         | source | target | amount | combat |
      | damage_dealt | giant2 | bear1  | 3      | true   |

  @rule:mtg:509.1i
  Scenario: [12] Abilities that trigger on blockers being declared trigger as blockers are declared
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
      | type              | player | source  |
      | blockers_declared | B      |         |
      | stack_push        |        | sentry2 |
    And the stack is:
      | kind      | source  | controller |
      | triggered | sentry2 | B          |
    And A has priority

  @rule:mtg:509.2a @edition:mtg:2024-pre-foundations
  Scenario: [13] A blocker removed from combat leaves the damage assignment order; the others keep their order
    Given the objects:
      | id     | card           | owner | zone        |
      | dread1 | Probe Dreadmaw | A     | battlefield |
      | mount1 | Probe Mountain | A     | battlefield |
      | bolt1  | Probe Bolt     | A     | hand        |
      | bear3  | Probe Bear     | B     | battlefield |
      | bear2  | Probe Bear     | B     | battlefield |
      | giant2 | Probe Giant    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | dread1   | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear3   | dread1   |
      | bear2   | dread1   |
      | giant2  | dread1   |
    And A orders the blockers of dread1: bear3, bear2, giant2
    And A activates mount1
    And A casts bolt1 targeting bear2
    And all players pass priority
    Then the state includes:
      | path                                  | value               |
      | combat.damage_assignment_order.dread1 | ["bear3", "giant2"] |
