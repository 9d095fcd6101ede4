Feature: RB33 - The Victory Score of the 1v1 modes of play

  # The two-player modes of play, 1v1 Duel (462) and 1v1 Match (463; one game of a best of three), each with a
  # Victory Score of 8 (462.3, 463.3; v1.3 480.3, 481.3) that a cleanup checks (322.1). The modes of three and
  # four players and 2v2 are in RB31 and RB32. Scenarios 1-4 name no Victory Score: it must come from the mode;
  # scenario 5 names another one (460.3.a), which the setup's victory_score sets.
  # Tags are in v1.2 numbering.

  Background:
    Given a riftbound game with players:
      | player | points |
      | A      | 8      |
      | B      | 0      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:322.1 @rule:riftbound:462.3
  Scenario: [1] 1v1 Duel: a player with 8 points wins in the next cleanup
    Given the setup also has:
      """
      {"mode": "duel"}
      """
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path          | value |
      | victory_score | 8     |
      | game_over     | true  |
      | winners       | ["A"] |

  @rule:riftbound:322.1 @rule:riftbound:462.3
  Scenario: [2] 1v1 Duel: a player with 7 points has not won
    Given a riftbound game with players:
      | player | points |
      | A      | 7      |
      | B      | 0      |
    And the setup also has:
      """
      {"mode": "duel"}
      """
    When A plays f1
    Then these events did not happen:
      | type     |
      | game_won |
    And the state includes:
      | path          | value |
      | victory_score | 8     |
      | game_over     | false |

  @rule:riftbound:322.1 @rule:riftbound:463.3
  Scenario: [3] 1v1 Match: a player with 8 points wins the game in the next cleanup
    Given the setup also has:
      """
      {"mode": "match"}
      """
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path          | value |
      | mode          | match |
      | victory_score | 8     |
      | game_over     | true  |
      | winners       | ["A"] |

  @rule:riftbound:322.1 @rule:riftbound:463.3
  Scenario: [4] 1v1 Match: a player with 7 points has not won the game
    Given a riftbound game with players:
      | player | points |
      | A      | 7      |
      | B      | 0      |
    And the setup also has:
      """
      {"mode": "match"}
      """
    When A plays f1
    Then these events did not happen:
      | type     |
      | game_won |
    And the state includes:
      | path          | value |
      | victory_score | 8     |
      | game_over     | false |

  @rule:riftbound:322.1
  Scenario: [5] A Victory Score may be any positive number: with a Victory Score of 3, a player with 3 points wins
    # Core rules 460.3.a (outside the index): a game may be played to another Victory Score than its mode's; the setup names it, and the cleanup
    # checks the points against that one, not the mode's 8.
    Given a riftbound game with players:
      | player | points |
      | A      | 3      |
      | B      | 0      |
    And the setup also has:
      """
      {"mode": "duel", "victory_score": 3}
      """
    Then the state includes:
      | path          | value |
      | victory_score | 3     |
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path      | value |
      | game_over | true  |
      | winners   | ["A"] |

  @rule:riftbound:322.1
  Scenario: [6] The smallest Victory Score, 1: a player with 1 point wins in the next cleanup
    # Core rules 460.3.a (outside the index): any positive number may be the Victory Score, 1 included; the
    # cleanup after A's play finds A at it.
    Given a riftbound game with players:
      | player | points |
      | A      | 1      |
      | B      | 0      |
    And the setup also has:
      """
      {"mode": "duel", "victory_score": 1}
      """
    Then the state includes:
      | path          | value |
      | victory_score | 1     |
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path      | value |
      | game_over | true  |
      | winners   | ["A"] |
