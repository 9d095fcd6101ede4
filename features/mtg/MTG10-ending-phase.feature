Feature: MTG10 - Ending phase: end step and cleanup step

  # Cleanup turn-based actions: discard to hand size (703.4q), then remove damage and end
  # "until end of turn" effects (703.4r). 2025-09-19 numbering: 703.4n and 703.4p.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | blib1 | Probe Forest | B     | library |
      | blib2 | Probe Forest | B     | library |
    And the turn:
      | turn          | 3      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |

  @rule:mtg:513.1 @rule:mtg:512.1
  Scenario: [1] The active player receives priority when the end step begins
    Given the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When all players pass priority
    Then the turn is:
      | phase    | ending |
      | step     | end    |
      | priority | A      |

  @rule:mtg:513.1 @rule:mtg:117.3a
  Scenario: [2] An "at the beginning of the end step" trigger goes on the stack before priority and resolves
    Given the objects:
      | id     | card            | owner | zone        |
      | spark1 | Probe Sparkball | A     | battlefield |
    And the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When all players pass priority
    Then the events include, in order:
      | type       | source |
      | stack_push | spark1 |
    And the turn is:
      | step     | end |
      | priority | A   |
    And the stack is:
      | kind      | source |
      | triggered | spark1 |
    When all players pass priority
    Then the objects are:
      | id     | zone      |
      | spark1 | graveyard |
    And the turn is:
      | step     | end |
      | priority | A   |

  @rule:mtg:514.1 @rule:mtg:703.4q
  Scenario: [3] The active player discards down to seven cards in the cleanup step
    Given the objects:
      | id | card         | owner | zone |
      | h1 | Probe Forest | A     | hand |
      | h2 | Probe Forest | A     | hand |
      | h3 | Probe Forest | A     | hand |
      | h4 | Probe Forest | A     | hand |
      | h5 | Probe Forest | A     | hand |
      | h6 | Probe Forest | A     | hand |
      | h7 | Probe Forest | A     | hand |
      | h8 | Probe Forest | A     | hand |
      | h9 | Probe Forest | A     | hand |
      | g1 | Probe Forest | A     | graveyard |
    When all players pass priority
    Then A must discard:
      | count | 2 |
    And the turn is:
      | step | cleanup |
    # Exactly enough to get down to seven: one card too few, three too many.
    When A discards h1
    Then the action is rejected as invalid_choice
    When A discards h1, h2, h3
    Then the action is rejected as invalid_choice
    When A discards h1, h2
    Then the events include, in order:
      | moment  | type      | player | card |
      | discard | discarded | A      | h1   |
      | discard | discarded | A      | h2   |
    # Discarded cards go on top of the graveyard (404.2 keeps its order), in an order A chooses (404.3).
    # (g1, there before them, is third from the top.)
    And the state includes:
      | path                  | value     |
      | objects.h1.zone       | graveyard |
      | objects.h2.zone       | graveyard |
      | objects.h3.zone       | hand      |
      | players.A.graveyard.2 | g1        |

  @rule:mtg:514.1 @rule:mtg:703.4q
  Scenario: [4] A player with seven cards in hand does not discard
    Given the objects:
      | id | card         | owner | zone |
      | h1 | Probe Forest | A     | hand |
      | h2 | Probe Forest | A     | hand |
      | h3 | Probe Forest | A     | hand |
      | h4 | Probe Forest | A     | hand |
      | h5 | Probe Forest | A     | hand |
      | h6 | Probe Forest | A     | hand |
      | h7 | Probe Forest | A     | hand |
    When all players pass priority
    Then no discarded event happened
    And the turn is:
      | turn     | 4      |
      | step     | upkeep |
      | priority | B      |

  @rule:mtg:514.1 @rule:mtg:703.4q
  Scenario: [5] The nonactive player does not discard in the active player's cleanup step
    Given the objects:
      | id | card         | owner | zone |
      | g1 | Probe Forest | B     | hand |
      | g2 | Probe Forest | B     | hand |
      | g3 | Probe Forest | B     | hand |
      | g4 | Probe Forest | B     | hand |
      | g5 | Probe Forest | B     | hand |
      | g6 | Probe Forest | B     | hand |
      | g7 | Probe Forest | B     | hand |
      | g8 | Probe Forest | B     | hand |
      | g9 | Probe Forest | B     | hand |
    When all players pass priority
    Then no discarded event happened
    And the turn is:
      | turn | 4 |

  @rule:mtg:514.2 @rule:mtg:703.4r
  Scenario: [6] Damage marked on permanents is removed in the cleanup step
    Given the objects:
      | id     | card        | owner | zone        | damage |
      | giant1 | Probe Giant | A     | battlefield | 2      |
      | giant2 | Probe Giant | B     | battlefield | 1      |
    When all players pass priority
    Then the objects are:
      | id     | damage |
      | giant1 | 0      |
      | giant2 | 0      |

  @rule:mtg:514.2 @rule:mtg:703.4r @rule:mtg:500.5
  Scenario: [7] "Until end of turn" effects end in the cleanup step
    Given the objects:
      | id      | card         | owner | zone        |
      | bear1   | Probe Bear   | A     | battlefield |
      | growth1 | Probe Growth | A     | hand        |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 1}}}
      """
    When A casts growth1 targeting bear1
    And all players pass priority
    Then the objects are:
      | id    | power | toughness |
      | bear1 | 5     | 5         |
    When all players pass priority
    Then the objects are:
      | id    | power | toughness |
      | bear1 | 2     | 2         |

  @rule:mtg:703.4r @rule:mtg:703.4q @rule:mtg:514.1
  Scenario: [8] Cards are discarded before damage is removed
    Given the objects:
      | id     | card         | owner | zone        | damage |
      | giant1 | Probe Giant  | A     | battlefield | 2      |
      | h1     | Probe Forest | A     | hand        | -      |
      | h2     | Probe Forest | A     | hand        | -      |
      | h3     | Probe Forest | A     | hand        | -      |
      | h4     | Probe Forest | A     | hand        | -      |
      | h5     | Probe Forest | A     | hand        | -      |
      | h6     | Probe Forest | A     | hand        | -      |
      | h7     | Probe Forest | A     | hand        | -      |
      | h8     | Probe Forest | A     | hand        | -      |
    When all players pass priority
    Then A must discard:
      | count | 1 |
    And the objects are:
      | id     | damage |
      | giant1 | 2      |
    # The damage was still marked while A had to discard (above); once the discard is done, it is gone.
    When A discards h8
    Then the events include, in order:
      | type      | card |
      | discarded | h8   |
    And the objects are:
      | id     | damage |
      | giant1 | 0      |

  @rule:mtg:514.3 @rule:mtg:117.3a
  Scenario: [9] Normally nobody receives priority in the cleanup step
    Given the objects:
      | id     | card        | owner | zone        | damage |
      | giant1 | Probe Giant | A     | battlefield | 2      |
    When all players pass priority
    Then the turn is:
      | turn          | 4         |
      | active player | B         |
      | step          | upkeep    |
      | priority      | B         |

  @rule:mtg:514.3a @rule:mtg:117.3a @rule:mtg:500.3 @rule:mtg:514.3 @rule:mtg:704.3
  Scenario: [10] A trigger during cleanup gives the active player priority in the cleanup step
    Given the objects:
      | id      | card           | owner | zone        |
      | caress2 | Probe Caress   | B     | battlefield |
      | h1      | Probe Forest   | A     | hand        |
      | h2      | Probe Forest   | A     | hand        |
      | h3      | Probe Forest   | A     | hand        |
      | h4      | Probe Forest   | A     | hand        |
      | h5      | Probe Forest   | A     | hand        |
      | h6      | Probe Forest   | A     | hand        |
      | h7      | Probe Forest   | A     | hand        |
      | h8      | Probe Forest   | A     | hand        |
    When all players pass priority
    And A discards h8
    Then the events include, in order:
      | type       | card | source  | controller |
      | discarded  | h8   |         |            |
      | stack_push |      | caress2 | B          |
    And the stack is:
      | kind      | source  |
      | triggered | caress2 |
    And the turn is:
      | turn     | 3       |
      | step     | cleanup |
      | priority | A       |

  @rule:mtg:514.3a
  Scenario: [11] After priority in a cleanup step, another cleanup step follows
    # The second cleanup step shows in what it does: it removes the damage Bolt marks during the first.
    Given the objects:
      | id        | card           | owner | zone        |
      | caress2   | Probe Caress   | B     | battlefield |
      | mountain2 | Probe Mountain | B     | battlefield |
      | bolt2     | Probe Bolt     | B     | hand        |
      | dread1    | Probe Dreadmaw | A     | battlefield |
      | h1        | Probe Forest   | A     | hand        |
      | h2        | Probe Forest   | A     | hand        |
      | h3        | Probe Forest   | A     | hand        |
      | h4        | Probe Forest   | A     | hand        |
      | h5        | Probe Forest   | A     | hand        |
      | h6        | Probe Forest   | A     | hand        |
      | h7        | Probe Forest   | A     | hand        |
      | h8        | Probe Forest   | A     | hand        |
    When all players pass priority
    And A discards h8
    And all players pass priority
    Then the state includes:
      | path           | value |
      | players.A.life | 18    |
    And the turn is:
      | step     | cleanup |
      | priority | A       |
    When A passes priority
    And B activates mountain2
    And B casts bolt2 targeting dread1
    And all players pass priority
    Then the objects are:
      | id     | damage |
      | dread1 | 3      |
    And the turn is:
      | turn     | 3       |
      | step     | cleanup |
      | priority | A       |
    When all players pass priority
    Then the turn is:
      | turn     | 4      |
      | step     | upkeep |
      | priority | B      |
    And the objects are:
      | id     | damage |
      | dread1 | 0      |

  @rule:mtg:514.3a @rule:mtg:117.1a
  Scenario: [12] Players may cast instants while they have priority in a cleanup step
    Given the objects:
      | id        | card           | owner | zone        |
      | caress2   | Probe Caress   | B     | battlefield |
      | mountain2 | Probe Mountain | B     | battlefield |
      | bolt2     | Probe Bolt     | B     | hand        |
      | h1        | Probe Forest   | A     | hand        |
      | h2        | Probe Forest   | A     | hand        |
      | h3        | Probe Forest   | A     | hand        |
      | h4        | Probe Forest   | A     | hand        |
      | h5        | Probe Forest   | A     | hand        |
      | h6        | Probe Forest   | A     | hand        |
      | h7        | Probe Forest   | A     | hand        |
      | h8        | Probe Forest   | A     | hand        |
    When all players pass priority
    And A discards h8
    And A passes priority
    And B activates mountain2
    And B casts bolt2 targeting A
    Then the stack is:
      | kind      | source  | controller |
      | spell     | bolt2   | B          |
      | triggered | caress2 | B          |
    And B has priority

  @rule:mtg:514.3a
  Scenario: [13] After priority in a cleanup step, another cleanup step begins and ends before the turn does
    # 514.3a: the players pass with the stack empty in a cleanup step, so "another cleanup step begins". A
    # scenario about a step's beginning checks its step events (PROTOCOL.md §11.3): the first cleanup step
    # ends, the second begins as a cleanup step and ends, and only then does the next turn begin ([11] shows
    # what the second cleanup step does).
    Given the objects:
      | id      | card           | owner | zone        |
      | caress2 | Probe Caress   | B     | battlefield |
      | h1      | Probe Forest   | A     | hand        |
      | h2      | Probe Forest   | A     | hand        |
      | h3      | Probe Forest   | A     | hand        |
      | h4      | Probe Forest   | A     | hand        |
      | h5      | Probe Forest   | A     | hand        |
      | h6      | Probe Forest   | A     | hand        |
      | h7      | Probe Forest   | A     | hand        |
      | h8      | Probe Forest   | A     | hand        |
    When all players pass priority
    And A discards h8
    And all players pass priority
    Then the turn is:
      | turn     | 3       |
      | step     | cleanup |
      | priority | A       |
    When all players pass priority
    Then the events include, in order:
      | type       | step    |
      | step_ended | cleanup |
      | step_began | cleanup |
      | step_ended | cleanup |
    And the turn is:
      | turn     | 4      |
      | step     | upkeep |
      | priority | B      |
