@edition:riftbound:1.2
Feature: RB02 - States of the turn

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B"}],
       "rune_pools": {"A": {"energy": 6, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 6, "power": {"fury": 2, "mind": 1}}}}
      """

  @rule:riftbound:308 @rule:riftbound:308.2 @rule:riftbound:309 @rule:riftbound:309.2 @rule:riftbound:310.1 @edition:riftbound:1.3
  Scenario: [1] With no showdown and no chain the turn is Neutral Open
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays f1
    Then the state includes:
      | path       | value        |
      | turn_state | neutral_open |
      | showdown   | none         |
    And the chain is empty

  @rule:riftbound:309.1 @rule:riftbound:310.2 @edition:riftbound:1.3
  Scenario: [2] A spell on the chain outside a showdown makes the turn Neutral Closed
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    Then the state includes:
      | path       | value          |
      | turn_state | neutral_closed |
    And the chain is:
      | id   | kind  | controller |
      | ins1 | spell | A          |

  @rule:riftbound:309.1.a @edition:riftbound:1.3
  Scenario: [3] In a Closed State a card with Reaction can be played
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | qs1  | Probe Quick Study | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    And A plays qs1
    Then the chain is:
      | id   | kind  |
      | qs1  | spell |
      | ins1 | spell |

  @rule:riftbound:309.1.a @edition:riftbound:1.3
  Scenario: [4] In a Closed State a card with Action but without Reaction cannot be played
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | fs1  | Probe Field Study | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    And A plays fs1
    Then the action is rejected as timing

  @rule:riftbound:309.1.a @edition:riftbound:1.3
  Scenario: [5] In a Closed State a unit without Reaction cannot be played
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | f1   | Probe Footsoldier | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    And A plays f1
    Then the action is rejected as timing

  @rule:riftbound:309.2 @rule:riftbound:310.1 @edition:riftbound:1.3
  Scenario: [6] Once the last chain item resolves the turn is Open again
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    And all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | ins1 |
    And the state includes:
      | path       | value        |
      | turn_state | neutral_open |
    And A has priority

  @rule:riftbound:308.1 @rule:riftbound:310.3 @edition:riftbound:1.3
  Scenario: [7] Moving to an empty battlefield starts a showdown: the turn is Showdown Open
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A moves u1 to bf1
    Then the state includes:
      | path                 | value         |
      | turn_state           | showdown_open |
      | showdown.battlefield | bf1           |
      | showdown.combat      | false         |

  @rule:riftbound:308.1.a @rule:riftbound:310.4 @edition:riftbound:1.3
  Scenario: [8] In a Showdown State a card with Action can be played and the turn becomes Showdown Closed
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Footsoldier | A     | battlefield | bf9      |
      | fs1   | Probe Field Study | A     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A plays fs1
    Then the state includes:
      | path       | value           |
      | turn_state | showdown_closed |
    And the chain is:
      | id  | kind  | controller |
      | fs1 | spell | A          |

  @rule:riftbound:308.1.a @edition:riftbound:1.3
  Scenario: [9] In a Showdown State a unit without Action or Reaction cannot be played
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf9      |
      | f1 | Probe Footsoldier | A     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A plays f1
    Then the action is rejected as timing

  @rule:riftbound:308.1.a @edition:riftbound:1.3
  Scenario: [10] In a Showdown State a unit with Action can be played
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf9      |
      | am1 | Probe Ambusher    | A     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A plays am1
    Then the objects are:
      | id  | zone | location |
      | am1 | base | base     |

  @rule:riftbound:310.1.a @rule:riftbound:312.2.a @edition:riftbound:1.3
  Scenario: [11] In Neutral Open only the player with priority on their own turn may play cards
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | B     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When B plays f1
    Then the action is rejected as not_your_decision

  @rule:riftbound:310.1.a @edition:riftbound:1.3
  Scenario: [12] In Neutral Open even a Reaction card cannot be played by a player without priority
    Given the objects:
      | id  | card              | owner | zone |
      | qs1 | Probe Quick Study | B     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When B plays qs1
    Then the action is rejected as not_your_decision

  @rule:riftbound:309.1.a @edition:riftbound:1.3
  Scenario: [13] In a Closed State a rune's Reaction abilities can be used: exhausting it for Energy and recycling it for Power
    Given the objects:
      | id    | card            | owner | zone |
      | ins1  | Probe Insight   | A     | hand |
      | runeA | Probe Fury Rune | A     | base |
      | runeB | Probe Fury Rune | A     | base |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    Then the state includes:
      | path                           | value          |
      | turn_state                     | neutral_closed |
      | players.A.rune_pool.energy     | 4              |
      | players.A.rune_pool.power.fury | 2              |
    When A activates ability 1 of runeA
    Then the state includes:
      | path                           | value |
      | players.A.rune_pool.power.fury | 3     |
    When A activates ability 0 of runeB
    Then the state includes:
      | path                           | value |
      | players.A.rune_pool.energy     | 5     |
    # Add abilities finalize at once (416.2): the turn is still Closed with only the spell on the chain.
    And the chain is:
      | id   | kind  |
      | ins1 | spell |

  @rule:riftbound:308.1.a @rule:riftbound:309.1.a @rule:riftbound:313.1.a @edition:riftbound:1.3
  Scenario: [14] An ability with Action can be activated in a Showdown State by the Focus holder, even on another player's turn, but not in a Closed State
    # Probe Signal Fire's only ability, "[E]: [Action] Draw 1.", has Action and not Reaction: Action permits it in a
    # showdown on any player's turn (v1.2 732.1.b, 732.1.c.2), and nothing permits it while a chain exists.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf9      |
      | sfA | Probe Signal Fire | A     | base        |          |
      | sfB | Probe Signal Fire | B     | base        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | B      |
      | focus       | B      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When B activates sfB
    Then the chain is:
      | id    | kind      | controller |
      | sfB#1 | activated | B          |
    When B passes priority
    And A activates sfA
    Then the action is rejected as timing
