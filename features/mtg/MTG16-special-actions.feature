Feature: MTG16 - Special actions

  # Playing a land and turning a face-down creature face up are special actions: they don't use
  # the stack and the player who takes one receives priority again.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | blib1 | Probe Forest | B     | library |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |

  @rule:mtg:116.1 @rule:mtg:116.2a @rule:mtg:305.1
  Scenario: [1] Playing a land is a special action that does not use the stack
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    When A plays the land forest1
    Then the events include, in order:
      | type        | player | card    |
      | land_played | A      | forest1 |
    And no stack_push event happened
    And the stack is empty

  @rule:mtg:116.3
  Scenario: [2] After playing a land the player receives priority again
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    When A plays the land forest1
    Then A has priority
    And the turn is:
      | phase    | precombat main |
      | priority | A              |

  @rule:mtg:116.2a
  Scenario: [3] A land played as a special action can be tapped for mana right away
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    When A plays the land forest1
    And A activates forest1
    Then the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 1     |

  @rule:mtg:116.2a @rule:mtg:305.3
  Scenario: [4] A player cannot play a land during another player's turn
    Given the objects:
      | id      | card         | owner | zone |
      | forest2 | Probe Forest | B     | hand |
    And the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When A passes priority
    And B plays the land forest2
    Then the action is rejected

  @rule:mtg:116.2a @rule:mtg:116.1
  Scenario: [5] A land cannot be played by a player who does not have priority
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    When A passes priority
    And A plays the land forest1
    Then the action is rejected as not_your_decision

  @rule:mtg:116.2b @rule:mtg:116.3 @rule:mtg:702.37e @needs:morph
  Scenario: [6] Turning a face-down creature face up is a special action that does not use the stack
    Given the objects:
      | id        | card          | owner | zone        | face down |
      | loxodon1  | Probe Loxodon | A     | battlefield | true      |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 6}}}
      """
    When A turns loxodon1 face up
    Then the events include, in order:
      | type           | object   |
      | turned_face_up | loxodon1 |
    And no stack_push event happened
    And the objects are:
      | id       | face_down | power | toughness |
      | loxodon1 | false     | 6     | 7         |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 0     |
    And A has priority

  @rule:mtg:116.2b @rule:mtg:117.1c @needs:morph
  Scenario: [7] A face-down creature is turned face up in response, during the other player's turn
    Given the objects:
      | id        | card           | owner | zone        | face down |
      | loxodon1  | Probe Loxodon  | A     | battlefield | true      |
      | bolt2     | Probe Bolt     | B     | hand        | false     |
      | mountain2 | Probe Mountain | B     | battlefield | false     |
    And the turn:
      | turn          | 3         |
      | active player | B         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | B         |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 6}}}
      """
    When B activates mountain2
    And B casts bolt2 targeting loxodon1
    And B passes priority
    And A turns loxodon1 face up
    Then the stack is:
      | id    |
      | bolt2 |
    And A has priority
    When all players pass priority
    Then the objects are:
      | id       | zone        | damage | face_down |
      | loxodon1 | battlefield | 3      | false     |

  @rule:mtg:116.2b @rule:mtg:116.1 @needs:morph
  Scenario: [8] A face-down creature cannot be turned face up without priority
    Given the objects:
      | id        | card          | owner | zone        | face down |
      | loxodon1  | Probe Loxodon | A     | battlefield | true      |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 6}}}
      """
    When A passes priority
    And A turns loxodon1 face up
    Then the action is rejected as not_your_decision

  @rule:mtg:702.37e @needs:morph
  Scenario: [9] Turning a creature face up requires paying its morph cost
    Given the objects:
      | id        | card          | owner | zone        | face down |
      | loxodon1  | Probe Loxodon | A     | battlefield | true      |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A turns loxodon1 face up
    Then the action is rejected as cannot_pay

  @rule:mtg:116.2b @rule:mtg:702.37e @needs:morph
  Scenario: [10] A player cannot turn face up a face-down creature another player controls
    # Only the permanent's controller may take this special action; B holds priority and could pay the cost.
    Given the objects:
      | id        | card          | owner | zone        | face down |
      | loxodon1  | Probe Loxodon | A     | battlefield | true      |
    And the setup also has:
      """
      {"mana_pools": {"B": {"G": 6}}}
      """
    # Only whose it is makes the action illegal (timing and cost are fine): no specific code fits, so only the
    # catch-all illegal_action is right (cannot_pay would be untrue).
    When A passes priority
    And B turns loxodon1 face up
    Then the action is rejected as illegal_action
    And B has priority
    And the objects are:
      | id       | face_down |
      | loxodon1 | true      |

  @rule:mtg:116.2b @rule:mtg:702.37e @needs:morph
  Scenario: [11] Only a face-down permanent can be turned face up: not a face-down card in exile, nor a face-up permanent, nor a player
    # A could pay the morph cost and holds priority; what is wrong is the object: no specific code fits,
    # so only the catch-all illegal_action is right for a card or permanent (cannot_pay would be untrue), and
    # any rejection for a player, who is no permanent at all (110.1).
    Given the objects:
      | id        | card           | owner | zone        | face down |
      | loxodon1  | Probe Loxodon  | A     | exile       | true      |
      | sorcerer1 | Probe Sorcerer | A     | battlefield | false     |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 6}}}
      """
    When A turns loxodon1 face up
    Then the action is rejected as illegal_action
    When A turns sorcerer1 face up
    Then the action is rejected as illegal_action
    When A turns B face up
    Then the action is rejected
    And A has priority
    # A card exiled face down has no characteristics (406.3a, outside the index): no power or toughness, not
    # Probe Loxodon's 6/7 nor a face-down permanent's 2/2.
    And the objects are:
      | id        | zone        | face_down | tapped | power | toughness |
      | loxodon1  | exile       | true      | false  | none  | none      |
      | sorcerer1 | battlefield | false     | false  | 1     | 1         |

  @rule:mtg:702.37 @needs:morph
  Scenario: [12] A face-down permanent is a 2/2 creature, whatever card it is
    # Probe Loxodon is a 6/7 face up. Face down on the battlefield it has only the characteristics the rules
    # give it (708.2a; morph's 702.37a and 702.37c say the same): a 2/2, to which 3 damage is lethal (704.5g).
    Given the objects:
      | id        | card           | owner | zone        | face down |
      | loxodon1  | Probe Loxodon  | A     | battlefield | true      |
      | bolt2     | Probe Bolt     | B     | hand        | false     |
      | mountain2 | Probe Mountain | B     | battlefield | false     |
    Then the objects are:
      | id       | face_down | power | toughness |
      | loxodon1 | true      | 2     | 2         |
    When A passes priority
    And B activates mountain2
    And B casts bolt2 targeting loxodon1
    And all players pass priority
    Then the objects are:
      | id       | zone      |
      | loxodon1 | graveyard |

  @rule:mtg:702.37 @needs:morph
  Scenario: [13] A face-down permanent has no abilities: its card's activated ability can't be activated
    # Probe Sorcerer face up has "{T}: This creature deals 1 damage to any target". Face down on the
    # battlefield it is a 2/2 with no text (708.2a; morph's 702.37c says the same), so it has no ability to
    # activate and B is dealt nothing; it stays untapped.
    Given the objects:
      | id        | card           | owner | zone        | face down |
      | sorcerer1 | Probe Sorcerer | A     | battlefield | true      |
    When A activates sorcerer1 targeting B
    Then the action is rejected
    And A has priority
    And the objects are:
      | id        | face_down | tapped | power | toughness |
      | sorcerer1 | true      | false  | 2     | 2         |
    And the players are:
      | player | life |
      | B      | 20   |
