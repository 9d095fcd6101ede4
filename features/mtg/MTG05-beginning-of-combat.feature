Feature: MTG05 - Beginning of combat step

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
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |

  @rule:mtg:507.2 @rule:mtg:117.3a
  Scenario: [1] The active player receives priority when the beginning of combat step begins
    When all players pass priority
    Then the turn is:
      | phase    | combat              |
      | step     | beginning of combat |
      | priority | A                   |

  @rule:mtg:506.2 @rule:mtg:507.1 @rule:mtg:703.4h
  Scenario: [2] In a two-player game nobody chooses a defending player; the nonactive player defends
    When all players pass priority
    Then A has priority
    When all players pass priority
    Then A must declare attackers:
      | targets | B |

  @rule:mtg:507.2 @rule:mtg:117.3a
  Scenario: [3] A "beginning of combat on your turn" trigger is put on the stack before the active player receives priority
    Given the objects:
      | id      | card         | owner | zone        |
      | shaman1 | Probe Shaman | A     | battlefield |
    When all players pass priority
    And A chooses targets bear1 for shaman1#1
    Then the stack is:
      | kind      | source  | controller | targets |
      | triggered | shaman1 | A          | bear1   |
    And the turn is:
      | step     | beginning of combat |
      | priority | A                   |

  @rule:mtg:507.2 @rule:mtg:117.3b
  Scenario: [4] The beginning of combat trigger resolves before attackers are declared
    Given the objects:
      | id      | card         | owner | zone        |
      | shaman1 | Probe Shaman | A     | battlefield |
    When all players pass priority
    And A chooses targets bear1 for shaman1#1
    And all players pass priority
    Then the objects are:
      | id    | power | toughness |
      | bear1 | 4     | 2         |
    And the turn is:
      | step     | beginning of combat |
      | priority | A                   |

  @rule:mtg:507.2
  Scenario: [5] The nonactive player's "on your turn" beginning of combat trigger does not trigger
    Given the objects:
      | id      | card         | owner | zone        |
      | shaman2 | Probe Shaman | B     | battlefield |
    When all players pass priority
    Then no stack_push event happened
    And the stack is empty
    And A has priority

  @rule:mtg:507.2 @rule:mtg:117.3d
  Scenario: [6] The nonactive player may act in the beginning of combat step, before attackers are declared
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    And the setup also has:
      """
      {"mana_pools": {"B": {"R": 1}}}
      """
    When A passes priority
    And B casts bolt2 targeting bear1
    And all players pass priority
    Then the objects are:
      | id    | zone      |
      | bear1 | graveyard |
    And the turn is:
      | step     | beginning of combat |
      | priority | A                   |

  @rule:mtg:703.4s @rule:mtg:500.4
  Scenario: [7] Mana made in the beginning of combat step is gone when the step ends
    # 2025-09-19 numbering: 703.4q.
    Given the objects:
      | id      | card         | owner | zone        |
      | forest1 | Probe Forest | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When A activates forest1
    And players pass priority until declare attackers
    Then the turn is:
      | step | declare attackers |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 0     |
