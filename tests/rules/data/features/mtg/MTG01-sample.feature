@rule:mtg:703.4d
Feature: MTG01 - Sample feature

  Scenario: [1] Draw on the draw step
    Given a mtg game with players:
      | player |
      | A      |
    And the objects:
      | id   | card       | owner | zone    |
      | b1   | Probe Bear | A     | library |
    When A passes priority
    Then A has priority

  @rule:mtg:703.4k @edition:mtg:2024-pre-foundations
  Scenario: [2] Order blockers
    Given a mtg game with players:
      | player |
      | A      |
    When A orders the blockers of b1: e1, e2
    Then A has priority

  @rule:mtg:999.9
  Scenario: [3] Bad rule and bad card
    Given the objects:
      | id | card        |
      | x  | Probe Beer  |
    When A flips a table
    Then A has priority

  Scenario: [1] Draw on the draw step
    When A passes priority
