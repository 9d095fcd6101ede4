Feature: MTG04 - Main phases: land plays, sorcery timing and precombat turn-based actions

  # Numbering: edition 2024-pre-foundations, i.e. the CR of 2022-04-29 with rule 703 as seed 003 letters it.
  # The seed adds Attractions as 703.4g, so the 2022 text has no 703.4g of the main phase.
  # In the 2025-09-19 CR the main phase's
  # priority rule 505.5 is 505.6, and 505.5a / 505.5b are 505.6a / 505.6b (505.5 became Attractions).
  # Variant setups use the setup fields "archenemy" (player id) and "die_rolls" (results of die rolls, in order).
  # Land plays are also governed by 305.1-305.3 and sorcery timing by 307.1 (in the index since seed 004 states them).

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Island | A     | library |
      | blib1 | Probe Forest | B     | library |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |

  @rule:mtg:505.5 @rule:mtg:117.3a
  Scenario: [1] The active player receives priority when the precombat main phase begins
    # 2025-09-19 numbering: 505.6.
    Given the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then the turn is:
      | phase    | precombat main |
      | step     | none           |
      | priority | A              |

  @rule:mtg:505.5b @rule:mtg:116.2a @rule:mtg:305.1
  Scenario: [2] The active player plays a land in their main phase with an empty stack
    # 2025-09-19 numbering: 505.6b.
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    When A plays the land forest1
    Then the events include, in order:
      | type        | player | card    |
      | land_played | A      | forest1 |
    And the objects are:
      | id      | zone        |
      | forest1 | battlefield |
    And the state includes:
      | path                   | value |
      | players.A.lands_played | 1     |
    And A has priority

  @rule:mtg:505.5b @rule:mtg:116.2a @rule:mtg:305.2 @rule:mtg:305.2b
  Scenario: [3] A second land in the same turn is rejected
    # 2025-09-19 numbering: 505.6b.
    Given the objects:
      | id      | card           | owner | zone |
      | forest1 | Probe Forest   | A     | hand |
      | mount1  | Probe Mountain | A     | hand |
    When A plays the land forest1
    And A plays the land mount1
    Then the action is rejected as land_limit

  @rule:mtg:505.5b @rule:mtg:116.2a @rule:mtg:305.2
  Scenario: [4] A land may be played in the postcombat main phase
    # 2025-09-19 numbering: 505.6b. No land played yet this turn (the setup says so explicitly); [5] is the
    # other side, one already played.
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    And the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    And the setup also has:
      """
      {"lands_played": {"A": 0}}
      """
    When A plays the land forest1
    Then the objects are:
      | id      | zone        |
      | forest1 | battlefield |

  @rule:mtg:505.5b @rule:mtg:116.2a @rule:mtg:305.2a @rule:mtg:305.2
  Scenario: [5] A land played earlier in the turn uses up the land play of the postcombat main phase
    # 2025-09-19 numbering: 505.6b.
    Given the objects:
      | id      | card         | owner | zone        |
      | forest0 | Probe Forest | A     | battlefield |
      | forest1 | Probe Forest | A     | hand        |
    And the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    And the setup also has:
      """
      {"lands_played": {"A": 1}}
      """
    When A plays the land forest1
    Then the action is rejected as land_limit

  @rule:mtg:505.5b @rule:mtg:116.2a @rule:mtg:305.1
  Scenario: [6] A land cannot be played while the stack is not empty
    # 2025-09-19 numbering: 505.6b.
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
      | bear1   | Probe Bear   | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    # Any spell on the stack will do: a creature spell.
    When A casts bear1
    And A plays the land forest1
    Then the action is rejected

  @rule:mtg:116.2a @rule:mtg:117.1c @rule:mtg:305.1
  Scenario: [7] A land cannot be played during the upkeep step
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    When A plays the land forest1
    Then the action is rejected as timing

  @rule:mtg:116.2a @rule:mtg:117.1c @rule:mtg:305.1
  Scenario: [8] A land cannot be played during combat
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When A plays the land forest1
    Then the action is rejected as timing

  @rule:mtg:116.2a @rule:mtg:505.5b @rule:mtg:305.3
  Scenario: [9] The nonactive player cannot play a land during the active player's main phase
    # 2025-09-19 numbering: 505.6b.
    Given the objects:
      | id      | card         | owner | zone |
      | forest2 | Probe Forest | B     | hand |
    When A passes priority
    And B plays the land forest2
    Then the action is rejected

  @rule:mtg:505.5a @rule:mtg:117.1a @rule:mtg:307.1
  Scenario: [10] The active player casts a sorcery in their main phase with an empty stack
    # 2025-09-19 numbering: 505.6a.
    Given the objects:
      | id      | card         | owner | zone |
      | nectar1 | Probe Nectar | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 2}}}
      """
    When A casts nectar1
    Then the stack is:
      | id      | kind  | controller |
      | nectar1 | spell | A          |
    When all players pass priority
    Then the state includes:
      | path           | value |
      | players.A.life | 24    |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |

  @rule:mtg:505.5a
  Scenario: [11] A creature spell cast in the main phase resolves onto the battlefield
    # 2025-09-19 numbering: 505.6a.
    Given the objects:
      | id    | card       | owner | zone |
      | bear1 | Probe Bear | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A casts bear1
    And all players pass priority
    Then the objects are:
      | id    | zone        | controller |
      | bear1 | battlefield | A          |
    And the events include, in order:
      | type         | object | from  | to          |
      | zone_changed | bear1  | stack | battlefield |

  @rule:mtg:117.1a @rule:mtg:505.5a @rule:mtg:307.1
  Scenario: [12] A sorcery cannot be cast while the stack is not empty
    # 2025-09-19 numbering: 505.6a.
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
      | nectar1 | Probe Nectar | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1, "W": 2}}}
      """
    When A casts bolt1 targeting B
    And A casts nectar1
    Then the action is rejected as timing

  @rule:mtg:505.5a @rule:mtg:117.1a @rule:mtg:307.1
  Scenario: [13] The nonactive player cannot cast a sorcery in the active player's main phase
    # 2025-09-19 numbering: 505.6a.
    Given the objects:
      | id      | card         | owner | zone |
      | nectar2 | Probe Nectar | B     | hand |
    And the setup also has:
      """
      {"mana_pools": {"B": {"W": 2}}}
      """
    When A passes priority
    And B casts nectar2
    Then the action is rejected as timing

  @rule:mtg:505.5a @rule:mtg:117.1a @rule:mtg:307.1
  Scenario: [14] A sorcery cannot be cast during combat
    # 2025-09-19 numbering: 505.6a.
    Given the objects:
      | id      | card         | owner | zone |
      | nectar1 | Probe Nectar | A     | hand |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 2}}}
      """
    When A casts nectar1
    Then the action is rejected as timing

  @rule:mtg:505.5a @rule:mtg:117.1a
  Scenario: [15] A creature spell cannot be cast during the upkeep step
    # 2025-09-19 numbering: 505.6a.
    Given the objects:
      | id    | card       | owner | zone |
      | bear1 | Probe Bear | A     | hand |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A casts bear1
    Then the action is rejected as timing

  @rule:mtg:505.2
  Scenario: [16] The main phase ends when both players pass with an empty stack
    When A passes priority
    Then the turn is:
      | phase    | precombat main |
      | priority | B              |
    When B passes priority
    Then the turn is:
      | phase    | combat              |
      | step     | beginning of combat |
      | priority | A                   |

  @rule:mtg:505.4 @rule:mtg:703.4f @needs:sagas
  Scenario: [17] The active player puts a lore counter on each of their Sagas as the precombat main phase begins
    Given the objects:
      | id    | card       | owner | zone        | counters |
      | saga1 | Probe Saga | A     | battlefield | lore=1   |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    # The lore counter triggers chapter II, which is on the stack when A receives priority.
    Then the events include, in order:
      | type          | object | counter | amount | source |
      | counter_added | saga1  | lore    | 1      |        |
      | stack_push    |        |         |        | saga1  |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |
    And the stack is:
      | kind      | source |
      | triggered | saga1  |
    And the objects are:
      | id    | counters    |
      | saga1 | {"lore": 2} |

  @rule:mtg:505.4 @rule:mtg:505.1a @needs:sagas
  Scenario: [18] No lore counter is added when the postcombat main phase begins
    Given the objects:
      | id    | card       | owner | zone        | counters |
      | saga1 | Probe Saga | A     | battlefield | lore=1   |
    And the turn:
      | turn          | 3             |
      | active player | A             |
      | phase         | combat        |
      | step          | end of combat |
      | priority      | A             |
    When all players pass priority
    Then the turn is:
      | phase | postcombat main |
    And no counter_added event happened
    And the objects are:
      | id    | counters    |
      | saga1 | {"lore": 1} |

  @rule:mtg:505.4 @rule:mtg:703.4f @needs:sagas
  Scenario: [19] The nonactive player's Saga gets no lore counter
    # saga3 has no lore counter left (an effect may remove them; it stays until its last chapter, 714.4): it
    # gets none either, and having none doesn't make it go.
    Given the objects:
      | id    | card       | owner | zone        | counters |
      | saga2 | Probe Saga | B     | battlefield | lore=1   |
      | saga3 | Probe Saga | B     | battlefield |          |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then no counter_added event happened
    And the objects are:
      | id    | zone        | counters    |
      | saga2 | battlefield | {"lore": 1} |
      | saga3 | battlefield | {}          |

  @rule:mtg:505.3 @rule:mtg:703.4e @needs:archenemy
  Scenario: [20] The archenemy sets the top scheme in motion as their precombat main phase begins
    Given the objects:
      | id      | card         | owner | zone        |
      | alib3   | Probe Forest | A     | library     |
      | alib4   | Probe Forest | A     | library     |
      | alib5   | Probe Forest | A     | library     |
      | scheme1 | Probe Scheme | A     | scheme_deck |
      | scheme2 | Probe Scheme | A     | scheme_deck |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"archenemy": "A"}
      """
    When all players pass priority
    Then the events include, in order:
      | type                 | player | scheme  | source  |
      | scheme_set_in_motion | A      | scheme1 |         |
      | stack_push           |        |         | scheme1 |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |
    And the stack is:
      | kind      | source  |
      | triggered | scheme1 |
    # Only the top scheme is set in motion; the other stays in the scheme deck, which is in the command zone
    # (PROTOCOL.md 9.2: such objects report zone command).
    And these events did not happen:
      | type                 | scheme  |
      | scheme_set_in_motion | scheme2 |
    And the objects are:
      | id      | zone    |
      | scheme1 | command |
      | scheme2 | command |

  @rule:mtg:703.4f @rule:mtg:703.4e @needs:archenemy @needs:sagas
  Scenario: [21] The archenemy's scheme is set in motion before lore counters are added
    Given the objects:
      | id      | card         | owner | zone        | counters |
      | alib3   | Probe Forest | A     | library     |          |
      | alib4   | Probe Forest | A     | library     |          |
      | alib5   | Probe Forest | A     | library     |          |
      | scheme1 | Probe Scheme | A     | scheme_deck |          |
      | saga1   | Probe Saga   | A     | battlefield | lore=1   |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"archenemy": "A"}
      """
    When all players pass priority
    Then the events include, in order:
      | type                 | player | scheme  | object |
      | scheme_set_in_motion | A      | scheme1 |        |
      | counter_added        |        |         | saga1  |

  @rule:mtg:703.4g @needs:attractions
  Scenario: [22] The active player rolls to visit their Attractions as the precombat main phase begins
    Given the objects:
      | id     | card        | owner | zone        |
      | booth1 | Probe Booth | A     | battlefield |
      | booth2 | Probe Booth | A     | hand        |
      | booth3 | Probe Booth | B     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"die_rolls": [2]}
      """
    When all players pass priority
    Then the events include, in order:
      | type       | player | result |
      | die_rolled | A      | 2      |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |
    # The roll is a visit (701.49): Probe Booth has 2 lit up, so its visit ability triggers. A rolls to visit
    # the Attractions A controls: B's Probe Booth has 2 lit up too, but A's roll visits only A's (701.52a, and
    # 702.159a: "whenever you roll"), so nothing of B's triggers and A has a single trigger, nothing to order.
    And the stack is:
      | kind      | source |
      | triggered | booth1 |
    # Its visit ability resolves: A draws a card.
    When all players pass priority
    Then the events include, in order:
      | type     | player |
      | resolved |        |
      | drew     | A      |
    And the stack is empty
    # An Attraction card has no mana cost, a cost that can't be paid (202.1b, 118.6, outside the index), so
    # casting it is refused, even for the active player in their main phase with an empty stack: the cost is
    # what fails (118.6: attempting to pay an unpayable cost is illegal), not a target (it has none).
    When A casts booth2
    Then the action is rejected as cannot_pay
    And the objects are:
      | id     | zone |
      | booth2 | hand |

  @rule:mtg:703.4g @rule:mtg:703.4f @needs:attractions @needs:sagas
  Scenario: [23] Attractions are visited after lore counters are added
    Given the objects:
      | id     | card        | owner | zone        | counters |
      | booth1 | Probe Booth | A     | battlefield |          |
      | saga1  | Probe Saga  | A     | battlefield | lore=1   |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"die_rolls": [2]}
      """
    When all players pass priority
    Then the events include, in order:
      | type          | object | player |
      | counter_added | saga1  |        |
      | die_rolled    |        | A      |

  @rule:mtg:703.4g @needs:attractions
  Scenario: [24] A player without Attractions does not roll to visit them
    Given the objects:
      | id     | card        | owner | zone        |
      | booth2 | Probe Booth | B     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then no die_rolled event happened
    And A has priority

  @rule:mtg:500.6 @rule:mtg:505.5
  Scenario: [25] An "at the beginning of your precombat main phase" trigger is on the stack before the active player receives priority
    # 2025-09-19 numbering: 505.6. B's Almanac says "your": it does not trigger in A's main phase.
    Given the objects:
      | id       | card          | owner | zone        |
      | almanac1 | Probe Almanac | A     | battlefield |
      | almanac2 | Probe Almanac | B     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then the turn is:
      | phase    | precombat main |
      | priority | A              |
    And the stack is:
      | kind      | source   |
      | triggered | almanac1 |
    When all players pass priority
    Then the stack is empty
    And the state includes:
      | path           | value |
      | players.A.life | 21    |
      | players.B.life | 20    |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |

  @rule:mtg:505.1a @rule:mtg:500.6
  Scenario: [26] An "at the beginning of your precombat main phase" trigger does not trigger in the postcombat main phase
    Given the objects:
      | id       | card          | owner | zone        |
      | almanac1 | Probe Almanac | A     | battlefield |
    And the turn:
      | turn          | 3             |
      | active player | A             |
      | phase         | combat        |
      | step          | end of combat |
      | priority      | A             |
    When all players pass priority
    Then the turn is:
      | phase    | postcombat main |
      | priority | A               |
    And the stack is empty
    And the state includes:
      | path           | value |
      | players.A.life | 20    |

  @rule:mtg:500.6 @rule:mtg:505.5
  Scenario: [27] An "at the beginning of your postcombat main phase" trigger is on the stack before the active player receives priority
    # 2025-09-19 numbering: 505.6. B's Ledger says "your": it does not trigger in A's main phase.
    Given the objects:
      | id      | card         | owner | zone        |
      | ledger1 | Probe Ledger | A     | battlefield |
      | ledger2 | Probe Ledger | B     | battlefield |
    And the turn:
      | turn          | 3             |
      | active player | A             |
      | phase         | combat        |
      | step          | end of combat |
      | priority      | A             |
    When all players pass priority
    Then the turn is:
      | phase    | postcombat main |
      | priority | A               |
    And the stack is:
      | kind      | source  |
      | triggered | ledger1 |
    When all players pass priority
    Then the stack is empty
    And the state includes:
      | path           | value |
      | players.A.life | 21    |
      | players.B.life | 20    |
    And the turn is:
      | phase    | postcombat main |
      | priority | A               |

  @rule:mtg:500.6 @rule:mtg:505.1a
  Scenario: [28] An "at the beginning of your postcombat main phase" trigger does not trigger in the precombat main phase
    Given the objects:
      | id      | card         | owner | zone        |
      | ledger1 | Probe Ledger | A     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then the turn is:
      | phase    | precombat main |
      | priority | A              |
    And the stack is empty
    And the state includes:
      | path           | value |
      | players.A.life | 20    |

  @rule:mtg:703.4e @needs:archenemy
  Scenario: [29] The scheme set in motion does what it says: its trigger resolves and the archenemy draws four cards
    # Probe Scheme: "When you set this scheme in motion, draw four cards." Five cards in the library: exactly
    # four are drawn, the fifth stays.
    Given the objects:
      | id      | card         | owner | zone        |
      | alib3   | Probe Forest | A     | library     |
      | alib4   | Probe Forest | A     | library     |
      | alib5   | Probe Forest | A     | library     |
      | scheme1 | Probe Scheme | A     | scheme_deck |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"archenemy": "A"}
      """
    When all players pass priority
    Then the stack is:
      | kind      | source  |
      | triggered | scheme1 |
    When all players pass priority
    Then the stack is empty
    And the objects are:
      | id    | zone    |
      | alib1 | hand    |
      | alib2 | hand    |
      | alib3 | hand    |
      | alib4 | hand    |
      | alib5 | library |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |

  @rule:mtg:505.5a @rule:mtg:307.1
  Scenario: [30] A sorcery may be cast in the postcombat main phase too
    # Sorcery timing is "a main phase of your own turn", either of them. 2025-09-19 numbering: 505.6a.
    Given the objects:
      | id      | card         | owner | zone |
      | nectar1 | Probe Nectar | A     | hand |
    And the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 2}}}
      """
    When A casts nectar1
    Then the stack is:
      | id      | kind  | controller |
      | nectar1 | spell | A          |
    When all players pass priority
    Then the state includes:
      | path           | value |
      | players.A.life | 24    |

  @rule:mtg:307.1
  Scenario: [31] A sorcery cannot be cast in the end step, after the main phases
    Given the objects:
      | id      | card         | owner | zone |
      | nectar1 | Probe Nectar | A     | hand |
    And the turn:
      | turn          | 3      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 2}}}
      """
    When A casts nectar1
    Then the action is rejected as timing
    And the objects are:
      | id      | zone |
      | nectar1 | hand |

  @rule:mtg:305.1
  Scenario: [32] A land is played only from its owner's hand: not from the graveyard, not from the opponent's hand
    Given the objects:
      | id      | card         | owner | zone      |
      | forestG | Probe Forest | A     | graveyard |
      | forestB | Probe Forest | B     | hand      |
      | forestA | Probe Forest | A     | hand      |
    When A plays the land forestG
    Then the action is rejected
    When A plays the land forestB
    Then the action is rejected
    And A has priority
    When A plays the land forestA
    Then the objects are:
      | id      | zone        |
      | forestG | graveyard   |
      | forestB | hand        |
      | forestA | battlefield |

  @rule:mtg:703.4f @needs:sagas
  Scenario: [33] A Saga cast in the precombat main phase enters with one lore counter and gets no other from the main phase
    # 714.3a (outside the index): a Saga enters with a lore counter, which triggers chapter I (714.2b). The
    # turn-based lore counter came as this main phase began (703.4f), before the Saga was on the battlefield.
    Given the objects:
      | id    | card       | owner | zone |
      | saga1 | Probe Saga | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 3}}}
      """
    When A casts saga1
    And all players pass priority
    Then the objects are:
      | id    | zone        | counters      |
      | saga1 | battlefield | {"lore": 1}   |
    And the stack is:
      | kind      | source |
      | triggered | saga1  |
    And A has priority

  @rule:mtg:305.1
  Scenario: [34] Only a land card is played as a land, and a land card is not cast
    # 305.1, 305.9: playing a land is for land cards, and lands are never cast. It is A's main phase with an
    # empty stack and no land played yet, so neither timing nor the land limit is what is wrong. A Bear played
    # as a land is no land card, a land is played only from its player's own hand (forest2 is on the
    # battlefield, forest3 in B's hand), and a land cast is no spell cast from hand: for each only the catch-all
    # illegal_action is right (PROTOCOL.md 9.4; timing or land_limit would be untrue, as in MTG11 [20] and [21]).
    Given the objects:
      | id      | card         | owner | zone        |
      | bear1   | Probe Bear   | A     | hand        |
      | forest1 | Probe Forest | A     | hand        |
      | forest2 | Probe Forest | A     | battlefield |
      | forest3 | Probe Forest | B     | hand        |
    When A plays the land bear1
    Then the action is rejected as illegal_action
    When A plays the land forest2
    Then the action is rejected as illegal_action
    When A plays the land forest3
    Then the action is rejected as illegal_action
    When A casts forest1
    Then the action is rejected as illegal_action
    # Nor is a player a card to cast (110.1 is about permanents; a player is no card at all): any rejection.
    When A casts B
    Then the action is rejected
    And A has priority
    When A plays the land forest1
    Then the objects are:
      | id      | zone        |
      | bear1   | hand        |
      | forest1 | battlefield |
      | forest3 | hand        |

  @rule:mtg:505.5b @rule:mtg:305.2
  Scenario: [35] A new turn gives its active player a land play again, and a spell may be cast in it
    # 305.2: one land per turn, counted per turn. A played a land in turn 1, the game's first (the setup says
    # so); in turn 2, B's turn, B has played none yet, so B's land play in B's main phase is legal, and the
    # land's mana casts a spell (2025-09-19 numbering: 505.6b).
    Given the objects:
      | id      | card         | owner | zone |
      | forest2 | Probe Forest | B     | hand |
      | wall2   | Probe Wall   | B     | hand |
    And the turn:
      | turn          | 1      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    And the setup also has:
      """
      {"lands_played": {"A": 1}}
      """
    When players pass priority until precombat main of turn 2
    And B plays the land forest2
    Then the objects are:
      | id      | zone        |
      | forest2 | battlefield |
    And the state includes:
      | path                   | value |
      | players.B.lands_played | 1     |
    When B activates forest2
    And B casts wall2
    And all players pass priority
    Then the objects are:
      | id    | zone        |
      | wall2 | battlefield |
    And B has priority

  @rule:mtg:703.4g @needs:attractions
  Scenario: [36] A roll to visit Attractions that the setup gives no result for is refused as bad_setup, and the game stays as it was
    # The engine never rolls (PROTOCOL.md 9.1): the results come from the setup's "die_rolls", here none. The
    # roll is needed as the precombat main phase begins, so B's pass that would begin it is refused with
    # bad_setup, and everything B's pass started is taken back: the draw step goes on with B holding priority.
    Given the objects:
      | id     | card        | owner | zone        |
      | booth1 | Probe Booth | A     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When A passes priority
    And B passes priority
    Then the action is rejected as bad_setup
    And B has priority
    And the turn is:
      | phase | beginning |
      | step  | draw      |
    And no die_rolled event happened

  @rule:mtg:703.4g @needs:attractions
  Scenario: [37] The active player rolls to visit their Attractions even when the result lights up none of them
    # A die roll's results are 1 to 6 (PROTOCOL.md 9.1), here a 1. Probe Booth has 2 and 6 lit up: the roll is
    # made as the precombat main phase begins, but it visits nothing (701.49), so nothing triggers.
    Given the objects:
      | id     | card        | owner | zone        |
      | booth1 | Probe Booth | A     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"die_rolls": [1]}
      """
    When all players pass priority
    Then the events include, in order:
      | type       | player | result |
      | die_rolled | A      | 1      |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |
    And the stack is empty
    And no stack_push event happened

  @rule:mtg:703.4g @needs:attractions
  Scenario: [38] A roll of 6, a die's highest result, visits the Attractions that have 6 lit up
    # A die roll's results are 1 to 6 (PROTOCOL.md 9.1), here a 6. Probe Booth has 2 and 6 lit up, so the roll
    # made as the precombat main phase begins visits it (701.49) and its visit ability triggers. The lowest
    # result, which visits nothing, is [37].
    Given the objects:
      | id     | card        | owner | zone        |
      | booth1 | Probe Booth | A     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"die_rolls": [6]}
      """
    When all players pass priority
    Then the events include, in order:
      | type       | player | result |
      | die_rolled | A      | 6      |
    And the turn is:
      | phase    | precombat main |
      | priority | A              |
    And the stack is:
      | kind      | source |
      | triggered | booth1 |
