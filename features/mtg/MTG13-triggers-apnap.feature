Feature: MTG13 - Putting triggered abilities on the stack (APNAP order)

  # Triggered abilities wait until a player would receive priority. Then the active player puts
  # theirs on the stack in the order they choose, then each other player in turn order does the
  # same, so the last player's triggers are on top and resolve first.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Island | A     | library |
      | alib3 | Probe Swamp  | A     | library |
      | blib1 | Probe Forest | B     | library |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |

  @rule:mtg:603.3b @rule:mtg:405.3
  Scenario: [1] The active player's trigger goes on the stack first, the nonactive player's on top of it
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
      | mine2 | Probe Mine | B     | battlefield |
    When all players pass priority
    Then the events include, in order:
      | type       | source | controller |
      | stack_push | mine1  | A          |
      | stack_push | mine2  | B          |
    And the stack is:
      | source | controller |
      | mine2  | B          |
      | mine1  | A          |
    And A has priority

  @rule:mtg:603.3b @rule:mtg:405.5
  Scenario: [2] The nonactive player's simultaneous trigger resolves first
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
      | mine2 | Probe Mine | B     | battlefield |
    When all players pass priority
    And all players pass priority
    # Both Mines make A draw: which one resolved shows in the one left on the stack.
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib2 |
    And the stack is:
      | source | controller |
      | mine1  | A          |

  @rule:mtg:603.3b @rule:mtg:405.3
  Scenario: [3] APNAP order also holds when it is the other player's turn
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
      | mine2 | Probe Mine | B     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | B         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | B         |
    When all players pass priority
    Then the stack is:
      | source | controller |
      | mine1  | A          |
      | mine2  | B          |
    And B has priority

  @rule:mtg:603.3b @rule:mtg:405.3
  Scenario: [4] A player puts their own simultaneous triggers on the stack in the order they choose
    # Two attack triggers that affect different creatures, so the order is a real choice.
    Given the objects:
      | id      | card         | owner | zone        |
      | wolves1 | Probe Wolves | A     | battlefield |
      | wolves2 | Probe Wolves | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | wolves1  | B      |
      | wolves2  | B      |
    Then A must order triggers
    # The order puts all of A's triggers on the stack: one of the two alone is refused, and A still orders them.
    When A orders triggers: wolves1#1
    Then the action is rejected as invalid_choice
    And A must order triggers
    When A orders triggers: wolves1#1, wolves2#1
    Then the stack is:
      | source  | controller |
      | wolves2 | A          |
      | wolves1 | A          |
    And A has priority

  @rule:mtg:603.3b @rule:mtg:405.3
  Scenario: [5] The other order the player chooses gives the reverse stack
    Given the objects:
      | id      | card         | owner | zone        |
      | wolves1 | Probe Wolves | A     | battlefield |
      | wolves2 | Probe Wolves | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | wolves1  | B      |
      | wolves2  | B      |
    And A orders triggers: wolves2#1, wolves1#1
    Then the stack is:
      | source  | controller |
      | wolves1 | A          |
      | wolves2 | A          |

  @rule:mtg:603.3b @rule:mtg:117.2a
  Scenario: [6] Triggers wait until a player would receive priority
    Given the objects:
      | id     | card        | owner | zone        |
      | thief1 | Probe Thief | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | thief1   | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And all players pass priority
    Then the events include, in order:
      | type         | source | target |
      | damage_dealt | thief1 | B      |
      | stack_push   | thief1 |        |
    And the stack is:
      | kind      | source | controller |
      | triggered | thief1 | A          |
    And A has priority

  @rule:mtg:603.3b @rule:mtg:405.3
  Scenario: [7] End step triggers of both players go on the stack in APNAP order
    Given the objects:
      | id     | card            | owner | zone        |
      | spark1 | Probe Sparkball | A     | battlefield |
      | spark2 | Probe Sparkball | B     | battlefield |
    And the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When all players pass priority
    Then the stack is:
      | source | controller |
      | spark2 | B          |
      | spark1 | A          |
    When all players pass priority
    Then the objects are:
      | id     | zone        |
      | spark2 | graveyard   |
      | spark1 | battlefield |

  @rule:mtg:603.3b @rule:mtg:117.5 @rule:mtg:704.3
  Scenario: [8] Triggers are put on the stack after state-based actions are performed
    Given the objects:
      | id     | card        | owner | zone        |
      | thief1 | Probe Thief | A     | battlefield |
      | bear1  | Probe Bear  | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | thief1   | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    And all players pass priority
    Then the events include, in order:
      | moment | type         | object | to        | source |
      | sba    | zone_changed | bear1  | graveyard |        |
      | sba    | zone_changed | bear2  | graveyard |        |
      |        | stack_push   |        |           | thief1 |
    And the stack is:
      | kind      | source | controller |
      | triggered | thief1 | A          |
    And A has priority

  @rule:mtg:603.3b
  Scenario: [9] A player puts many waiting triggers on the stack in any order they choose
    # Eight Probe Almanacs ("At the beginning of your precombat main phase, you gain 1 life") trigger
    # together as A's precombat main phase begins: A may choose any of the 8! orders, not only a few of them.
    Given the objects:
      | id       | card          | owner | zone        |
      | almanac1 | Probe Almanac | A     | battlefield |
      | almanac2 | Probe Almanac | A     | battlefield |
      | almanac3 | Probe Almanac | A     | battlefield |
      | almanac4 | Probe Almanac | A     | battlefield |
      | almanac5 | Probe Almanac | A     | battlefield |
      | almanac6 | Probe Almanac | A     | battlefield |
      | almanac7 | Probe Almanac | A     | battlefield |
      | almanac8 | Probe Almanac | A     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then A must order triggers
    When A orders triggers: almanac3#1, almanac7#1, almanac1#1, almanac8#1, almanac2#1, almanac6#1, almanac4#1, almanac5#1
    Then the stack is:
      | source   | controller |
      | almanac5 | A          |
      | almanac4 | A          |
      | almanac6 | A          |
      | almanac2 | A          |
      | almanac8 | A          |
      | almanac1 | A          |
      | almanac7 | A          |
      | almanac3 | A          |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |
