Feature: MTG01 - Turn order, phases and steps

  # A turn is five phases in a fixed order; three of them are split into steps.
  # Mana left in a pool is lost whenever a step or a phase ends.
  # Scenarios 1-5 are about the order of the phases and steps itself (500.1), so they read phase and step
  # events: steps without priority (untap, cleanup) show no other way. The others check the state.

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
      | blib2 | Probe Forest | B     | library |

  @rule:mtg:500.1 @rule:mtg:501.1
  Scenario: [1] The beginning phase runs untap, upkeep and draw in that order
    Given the turn:
      | turn          | 2      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When players pass priority until draw of turn 3
    Then the events include, in order:
      | type        | turn | active_player | phase     | step   | player | card  |
      | turn_began  | 3    | B             |           |        |        |       |
      | phase_began |      |               | beginning |        |        |       |
      | step_began  |      |               |           | untap  |        |       |
      | step_ended  |      |               |           | untap  |        |       |
      | step_began  |      |               |           | upkeep |        |       |
      | step_ended  |      |               |           | upkeep |        |       |
      | step_began  |      |               |           | draw   |        |       |
      | drew        |      |               |           |        | B      | blib1 |

  @rule:mtg:500.1 @rule:mtg:505.1 @rule:mtg:506.1
  Scenario: [2] The precombat main phase comes between the beginning phase and the combat phase
    Given the turn:
      | turn          | 2         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When players pass priority until beginning of combat
    Then the events include, in order:
      | type        | phase          | step                |
      | step_ended  |                | draw                |
      | phase_ended | beginning      |                     |
      | phase_began | precombat_main |                     |
      | phase_ended | precombat_main |                     |
      | phase_began | combat         |                     |
      | step_began  |                | beginning_of_combat |
    And the turn is:
      | phase    | combat              |
      | step     | beginning of combat |
      | priority | A                   |

  @rule:mtg:506.1 @rule:mtg:508.8
  Scenario: [3] With an attacker, the combat phase runs all five of its steps in order
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
    And the turn:
      | turn          | 2                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    Then the events include, in order:
      | type       | step                |
      | step_ended | beginning_of_combat |
      | step_began | declare_attackers   |
    When A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And players pass priority until declare blockers
    Then the events include, in order:
      | type       | step              |
      | step_ended | declare_attackers |
      | step_began | declare_blockers  |
    When B declares no blockers
    And players pass priority until postcombat main
    Then the events include, in order:
      | type        | phase           | step             |
      | step_ended  |                 | declare_blockers |
      | step_began  |                 | combat_damage    |
      | step_ended  |                 | combat_damage    |
      | step_began  |                 | end_of_combat    |
      | step_ended  |                 | end_of_combat    |
      | phase_ended | combat          |                  |
      | phase_began | postcombat_main |                  |

  @rule:mtg:500.1 @rule:mtg:512.1
  Scenario: [4] The postcombat main phase is followed by the end step, the cleanup step and the next turn
    Given the turn:
      | turn          | 2               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When players pass priority until upkeep of turn 3
    Then the events include, in order:
      | type        | phase           | step    | turn | active_player |
      | phase_ended | postcombat_main |         |      |               |
      | phase_began | ending          |         |      |               |
      | step_began  |                 | end     |      |               |
      | step_ended  |                 | end     |      |               |
      | step_began  |                 | cleanup |      |               |
      | step_ended  |                 | cleanup |      |               |
      | phase_ended | ending          |         |      |               |
      | turn_began  |                 |         | 3    | B             |

  @rule:mtg:500.1 @rule:mtg:508.8
  Scenario: [5] The combat phase happens even when the active player has no creature
    # Seed 004 says a turn without attackers skips to the end of combat step; the CR (508.8)
    # skips only the declare blockers and combat damage steps.
    Given the turn:
      | turn          | 2              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    When players pass priority until declare attackers
    Then the events include, in order:
      | type        | phase  | step                |
      | phase_began | combat |                     |
      | step_began  |        | beginning_of_combat |
      | step_ended  |        | beginning_of_combat |
      | step_began  |        | declare_attackers   |
    When A declares no attackers
    And players pass priority until postcombat main
    Then the events include, in order:
      | type        | phase           | step              |
      | step_ended  |                 | declare_attackers |
      | step_began  |                 | end_of_combat     |
      | step_ended  |                 | end_of_combat     |
      | phase_ended | combat          |                   |
      | phase_began | postcombat_main |                   |
    # The skipped steps (508.8) show in what does not happen in them: no blockers, no combat damage.
    And no blockers_declared event happened
    And no damage_dealt event happened

  @rule:mtg:500.2
  Scenario: [6] A step does not end while the other player still has to pass
    Given the turn:
      | turn          | 2         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    When A passes priority
    Then the turn is:
      | phase    | beginning |
      | step     | upkeep    |
      | priority | B         |
    And no step_ended event happened

  @rule:mtg:500.2 @rule:mtg:117.3b @rule:mtg:505.2
  Scenario: [7] Emptying the stack does not end the phase or step; everyone must pass again
    # Any spell will do: a creature spell, so this runs in the precombat main phase (500.2 holds for
    # phases and steps alike).
    Given the objects:
      | id    | card       | owner | zone |
      | bear1 | Probe Bear | A     | hand |
    And the turn:
      | turn          | 2              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A casts bear1
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bear1 |
    And no phase_ended event happened
    And the turn is:
      | phase    | precombat main |
      | priority | A              |
    And the stack is empty
    And the objects are:
      | id    | zone        |
      | bear1 | battlefield |

  @rule:mtg:500.3 @rule:mtg:502.4 @rule:mtg:514.3
  Scenario: [8] The cleanup and untap steps end on their own without anyone receiving priority
    Given the turn:
      | turn          | 2      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When all players pass priority
    Then the turn is:
      | turn          | 3         |
      | active player | B         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | B         |

  @rule:mtg:500.4 @rule:mtg:703.4s
  Scenario: [9] Unused mana empties when a step ends
    # 2025-09-19 numbering: the mana-emptying turn-based action is 703.4q.
    Given the turn:
      | turn          | 2         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 1}}}
      """
    When all players pass priority
    Then the turn is:
      | phase | beginning |
      | step  | draw      |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 0     |

  @rule:mtg:500.4 @rule:mtg:703.4s
  Scenario: [10] Unused mana empties when a main phase ends
    # 2025-09-19 numbering: 703.4q.
    Given the turn:
      | turn          | 2              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 2}}}
      """
    When all players pass priority
    Then the turn is:
      | phase | combat              |
      | step  | beginning of combat |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.R | 0     |

  @rule:mtg:500.4 @rule:mtg:703.4s
  Scenario: [11] Mana stays in the pool while the step goes on
    Given the objects:
      | id      | card         | owner | zone        |
      | forest1 | Probe Forest | A     | battlefield |
    And the turn:
      | turn          | 2         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    When A activates forest1
    And A passes priority
    Then the turn is:
      | step     | upkeep |
      | priority | B      |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 1     |
    When B passes priority
    Then the turn is:
      | step | draw |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 0     |

  @rule:mtg:500.4 @rule:mtg:703.4s
  Scenario: [12] Every player's pool empties, not only the active player's
    # 2025-09-19 numbering: 703.4q.
    Given the turn:
      | turn          | 2         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 1}, "B": {"R": 1}}}
      """
    When all players pass priority
    Then the turn is:
      | step | draw |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 0     |
      | players.B.mana_pool.R | 0     |

  @rule:mtg:500.5 @rule:mtg:514.2 @rule:mtg:703.4r
  Scenario: [13] An "until end of turn" effect outlasts the phase it was created in
    Given the objects:
      | id      | card         | owner | zone        |
      | bear1   | Probe Bear   | A     | battlefield |
      | growth1 | Probe Growth | A     | hand        |
    And the turn:
      | turn          | 2              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 1}}}
      """
    When A casts growth1 targeting bear1
    And all players pass priority
    And all players pass priority
    Then the turn is:
      | phase | combat              |
      | step  | beginning of combat |
    And the objects are:
      | id    | power | toughness |
      | bear1 | 5     | 5         |
