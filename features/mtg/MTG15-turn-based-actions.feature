Feature: MTG15 - Turn-based actions

  # Turn-based actions happen on their own as steps begin or end, belong to no player, don't use
  # the stack, and come before state-based actions, triggers and priority.
  # 703.3's "before state-based actions" has no scenario of its own: state-based actions are checked only
  # when a player would receive priority (704.3), which is after the step's turn-based actions whatever an
  # engine does, so no outcome tells the two orders apart. Its "before triggers" side is [5]-[7].

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone        |
      | alib1 | Probe Forest | A     | library     |
      | alib2 | Probe Island | A     | library     |
      | blib1 | Probe Forest | B     | library     |
      | bear1 | Probe Bear   | A     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |

  @rule:mtg:703.1
  Scenario: [1] The draw of the draw step happens automatically and without the stack
    When all players pass priority
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib1 |
    And no stack_push event happened
    And the turn is:
      | step     | draw |
      | priority | A    |

  @rule:mtg:703.1a
  Scenario: [2] An ability that waits for a step to begin is a triggered ability, not a turn-based action
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
    When all players pass priority
    Then the stack is:
      | kind      | source | controller |
      | triggered | mine1  | A          |
    And the state includes:
      | path           | value     |
      | players.A.hand | ["alib1"] |

  @rule:mtg:703.2
  Scenario: [3] Nobody has priority while the active player declares attackers
    Given the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    Then A must declare attackers
    And no player has priority

  @rule:mtg:703.2 @rule:mtg:117.1
  Scenario: [4] The other player cannot act during the turn-based declaration of attackers
    Given the objects:
      | id        | card           | owner | zone        |
      | bolt2     | Probe Bolt     | B     | hand        |
      | mountain2 | Probe Mountain | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And B casts bolt2 targeting bear1
    Then the action is rejected

  @rule:mtg:703.3
  Scenario: [5] The step's turn-based action comes before its triggers and before priority
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
    When all players pass priority
    # The draw and the Mine's trigger both come with the draw step's beginning; the draw comes first, and
    # A holds priority only with the trigger on the stack.
    Then the events include, in order:
      | type       | player | source |
      | drew       | A      |        |
      | stack_push |        | mine1  |
    And the stack is:
      | kind      | source |
      | triggered | mine1  |
    And A has priority

  @rule:mtg:703.3 @rule:mtg:703.4j
  Scenario: [6] Blockers are declared before block triggers go on the stack
    Given the objects:
      | id      | card         | owner | zone        |
      | sentry2 | Probe Sentry | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    Then B must declare blockers
    And no stack_push event happened
    When B declares blockers:
      | blocker | attacker |
      | sentry2 | bear1    |
    Then the events include, in order:
      | type              | source  |
      | blockers_declared |         |
      | stack_push        | sentry2 |

  @rule:mtg:703.3 @rule:mtg:703.4i
  Scenario: [7] Attackers are declared before attack triggers go on the stack
    Given the objects:
      | id      | card         | owner | zone        |
      | wolves1 | Probe Wolves | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    Then no stack_push event happened
    When A declares attackers:
      | attacker | target |
      | wolves1  | B      |
    Then the events include, in order:
      | type               | source  | player |
      | attackers_declared |         | A      |
      | stack_push         | wolves1 |        |
    And A has priority

  @rule:mtg:703.4 @rule:mtg:703.1 @rule:mtg:405.6e @rule:mtg:500.4
  Scenario: [8] Turn-based actions happen as steps end too: mana empties without any player acting
    # 2025-09-19 numbering: the mana-emptying action is 703.4q.
    Given the setup also has:
      """
      {"mana_pools": {"A": {"G": 3}, "B": {"W": 1}}}
      """
    When all players pass priority
    Then the turn is:
      | step     | draw |
      | priority | A    |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 0     |
      | players.B.mana_pool.W | 0     |
    And no stack_push event happened

  @rule:mtg:703.2 @rule:mtg:117.1d
  Scenario: [9] The active player cannot activate a mana ability instead of declaring attackers
    # The other side of [4]: A, who is declaring attackers, holds no priority during that turn-based action
    # either, and no cost asks for mana, so even a mana ability (which A could activate with priority) is
    # rejected, and A still has to declare attackers.
    Given the objects:
      | id        | card           | owner | zone        |
      | mountain1 | Probe Mountain | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A activates mountain1
    Then the action is rejected
    And A must declare attackers
    And the objects are:
      | id        | tapped |
      | mountain1 | false  |
