@edition:riftbound:1.2
Feature: RB17 - Passive abilities of cards outside the board

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | deckA3 | Probe Footsoldier | A     | main_deck |
      | deckB1 | Probe Footsoldier | B     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:363.1 @edition:riftbound:1.3
  Scenario: [1] "Play me only during an opponent's turn" applies to the card in hand: its owner may play it on the opponent's turn
    Given the objects:
      | id  | card                | owner | zone |
      | ns1 | Probe Night Stalker | B     | hand |
      | zp1 | Probe Zap           | A     | hand |
      | uA  | Probe Footsoldier   | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}, "B": {"energy": 2}}}
      """
    When A plays zp1 targeting uA
    And A passes priority
    And B plays ns1
    Then the events include, in order:
      | type         | object | to   |
      | zone_changed | ns1    | base |
    And the objects are:
      | id  | zone | controller |
      | ns1 | base | B          |

  @rule:riftbound:363.1 @edition:riftbound:1.3
  Scenario: [2] "Play me only during an opponent's turn" forbids playing the card on its owner's own turn
    Given the objects:
      | id  | card                | owner | zone |
      | ns1 | Probe Night Stalker | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ns1
    Then the action is rejected as timing

  @rule:riftbound:363.2 @rule:riftbound:363.2.a @edition:riftbound:1.3
  Scenario: [3] A cost-changing passive of a card in hand applies as it is played from the hand
    Given the objects:
      | id  | card          | owner | zone |
      | sk1 | Probe Skyfall | A     | hand |
      | bA  | Probe Brute   | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A plays sk1
    Then the chain is:
      | id  | kind  |
      | sk1 | spell |

  @rule:riftbound:363.2 @edition:riftbound:1.3
  Scenario: [4] The same card costs its full Energy when its passive has nothing to reduce it by
    Given the objects:
      | id  | card          | owner | zone |
      | sk1 | Probe Skyfall | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays sk1
    Then the action is rejected as cannot_pay

  @rule:riftbound:363.2 @rule:riftbound:363.2.a @edition:riftbound:1.3
  Scenario: [5] The cost reduction of a card in hand counts only the player's own units, by their Might
    # Probe Skyfall costs 3 less the highest Might among A's units: A's Footsoldier (Might 2) makes it 1;
    # B's Brute (Might 4) is not A's and does not count.
    Given the objects:
      | id  | card              | owner | zone |
      | sk1 | Probe Skyfall     | A     | hand |
      | fA  | Probe Footsoldier | A     | base |
      | bB  | Probe Brute       | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays sk1
    Then the chain is:
      | id  | kind  |
      | sk1 | spell |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |
