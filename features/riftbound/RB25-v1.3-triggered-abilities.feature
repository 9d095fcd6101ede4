@edition:riftbound:1.3
Feature: RB25 - v1.3 triggered abilities: costs inside instructions and simultaneous triggers

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
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:383.3.b @rule:riftbound:383.3.b.1 @rule:riftbound:403.1.b.1
  Scenario: [1] The cost inside a trigger's instructions is its base cost, paid before the trigger is finalized
    Given the objects:
      | id  | card        | owner | zone |
      | ti1 | Probe Tithe | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays ti1
    Then A must choose optional cost:
      | source  | ti1#1              |
      | options | ["pay", "decline"] |
    And the chain is:
      | id    | kind      | pending |
      | ti1#1 | triggered | true    |
    When A chooses pay
    Then the events include, in order:
      | type      | id    | player | energy |
      | paid      |       | A      | 1      |
      | finalized | ti1#1 |        |        |
    And the chain is:
      | id    | pending |
      | ti1#1 | false   |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |

  @rule:riftbound:383.3.b.1 @rule:riftbound:403.1.b.1
  Scenario: [2] A trigger whose built-in cost is not paid is never finalized and its instruction never happens
    Given the objects:
      | id  | card        | owner | zone |
      | ti1 | Probe Tithe | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays ti1
    And A chooses decline
    Then the events include, in order:
      | type            | id    |
      | trigger_removed | ti1#1 |
    And no finalized event happened
    And no drew event happened
    And the chain is empty
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |

  @rule:riftbound:383.3.b.1
  Scenario: [3] A trigger's built-in cost can't be paid without the resources
    Given the objects:
      | id  | card        | owner | zone |
      | ti1 | Probe Tithe | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ti1
    And A chooses pay
    Then the action is rejected as cannot_pay
    And the chain is:
      | id    | pending |
      | ti1#1 | true    |

  @rule:riftbound:383.3.b.2
  Scenario: [4] The built-in cost already paid is not paid again when the trigger resolves
    Given the objects:
      | id  | card        | owner | zone |
      | ti1 | Probe Tithe | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4}}}
      """
    When A plays ti1
    And A chooses pay
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | ti1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |

  @rule:riftbound:383.3.d.1
  Scenario: [5] Simultaneous triggers of two players: the turn player's go on the chain first, the other player's above
    Given the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | se1 | Probe Sentry   | B     | battlefield | bf2      |
    When A moves va1 to bf2
    Then the events include, in order:
      | type       | id    |
      | chain_push | va1#1 |
      | chain_push | se1#1 |
    And the chain is:
      | id    | kind      | controller |
      | se1#1 | triggered | B          |
      | va1#1 | triggered | A          |
