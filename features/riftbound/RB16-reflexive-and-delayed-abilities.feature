@edition:riftbound:1.2
Feature: RB16 - Reflexive triggers and delayed abilities

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
      | deckB2 | Probe Footsoldier | B     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 9, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 9, "power": {"fury": 2, "mind": 1}}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:380.1.a @rule:riftbound:380.3 @rule:riftbound:381 @rule:riftbound:381.1 @rule:riftbound:381.2 @rule:riftbound:333.1.c.2 @edition:riftbound:1.3
  Scenario: [1] "Do this 2 times" adds two new pending items, both added before either is finalized, then each resolves on its own
    Given the objects:
      | id  | card              | owner | zone |
      | ec1 | Probe Echo Caller | A     | hand |
    When A plays ec1
    Then the chain is:
      | id    | kind      | source | pending |
      | ec1#1 | triggered | ec1    | false   |
    When all players pass priority
    Then the events include, in order:
      | type       | id    | source |
      | chain_push | ec1#2 | ec1    |
      | chain_push | ec1#3 | ec1    |
      | finalized  | ec1#2 |        |
      | finalized  | ec1#3 |        |
    And no drew event happened
    And the chain is:
      | id    | kind      | controller |
      | ec1#3 | triggered | A          |
      | ec1#2 | triggered | A          |
    And A has priority
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | ec1#3 |
    And the events include, in order:
      | type | player | card   |
      | drew | A      | deckA1 |
    And the chain is:
      | id    |
      | ec1#2 |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | A      | deckA2 |
    And the chain is empty

  @rule:riftbound:380.2 @rule:riftbound:381.1 @edition:riftbound:1.3
  Scenario: [2] A reflexive trigger with no condition is always added to the chain; its instruction waits for it to resolve
    Given the objects:
      | id  | card       | owner | zone |
      | om1 | Probe Omen | A     | hand |
    When A plays om1
    And all players pass priority
    Then the events include, in order:
      | type       | id    | source |
      | chain_push | om1#1 | om1    |
    And the events include, in order:
      | type     | id  |
      | resolved | om1 |
    And no drew event happened
    When all players pass priority
    Then the events include, in order:
      | type | player |
      | drew | A      |
    And the chain is empty

  @rule:riftbound:384 @rule:riftbound:385 @edition:riftbound:1.3
  Scenario: [3] A delayed ability fires the next time its condition occurs this turn, though the spell that made it is in the trash
    Given the objects:
      | id  | card             | owner | zone        | location |
      | bB  | Probe Brute      | B     | battlefield | bf2      |
      | gu1 | Probe Guillotine | A     | hand        |          |
      | zp1 | Probe Zap        | A     | hand        |          |
    When A plays gu1 targeting bB
    And all players pass priority
    Then no killed event happened
    And the objects are:
      | id  | zone        |
      | gu1 | trash       |
      | bB  | battlefield |
    When A plays zp1 targeting bB
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount | id    | source | controller |
      | damage_dealt | bB     | 2      |       |        |            |
      | chain_push   |        |        | gu1#1 | gu1    | A          |
    And no killed event happened
    When all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | bB     |

  @rule:riftbound:384 @edition:riftbound:1.3
  Scenario: [4] A delayed ability limited to this turn does nothing after the turn ends
    Given the objects:
      | id  | card             | owner | zone        | location |
      | bB  | Probe Brute      | B     | battlefield | bf2      |
      | rB1 | Probe Fury Rune  | B     | base        |          |
      | gu1 | Probe Guillotine | A     | hand        |          |
      | zp1 | Probe Zap        | B     | hand        |          |
    When A plays gu1 targeting bB
    And all players pass priority
    And A ends their turn
    And B activates rB1
    And B plays zp1 targeting bB
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | bB     | 2      |
    And no chain_push event happened
    And no killed event happened
    And the objects are:
      | id | zone        | damage |
      | bB | battlefield | 2      |

  @rule:riftbound:384 @rule:riftbound:366 @edition:riftbound:1.3
  Scenario: [5] A delayed ability waiting for damage does not fire when a replacement effect reduces the damage to none
    # Probe Guillotine: "Kill it the next time it takes damage this turn." B's Probe Aegis makes Probe Quake's 1
    # damage to bB 1 less: bB takes no damage, so the delayed ability waits on and bB lives.
    Given the objects:
      | id  | card             | owner | zone        | location |
      | bB  | Probe Brute      | B     | battlefield | bf2      |
      | ae1 | Probe Aegis      | B     | base        |          |
      | gu1 | Probe Guillotine | A     | hand        |          |
      | qk1 | Probe Quake      | A     | hand        |          |
    When A plays gu1 targeting bB
    And all players pass priority
    And A plays qk1
    And all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | qk1 |
    And no chain_push event happened
    And no killed event happened
    And the objects are:
      | id | zone        | damage |
      | bB | battlefield | 0      |

  @rule:riftbound:384 @edition:riftbound:1.3
  Scenario: [6] A delayed ability limited to this turn is gone from the start of the next turn, before its Action Phase
    # Probe Guillotine: "Kill it the next time it takes damage this turn." It expires with A's turn (317.3.a), so
    # when B's Zap deals damage to bB during B's Beginning Phase (answering B's Sundial trigger, the first chain
    # of B's turn), nothing kills bB.
    Given the objects:
      | id  | card             | owner | zone        | location |
      | bB  | Probe Brute      | B     | battlefield | bf2      |
      | sd1 | Probe Sundial    | B     | base        |          |
      | rB1 | Probe Fury Rune  | B     | base        |          |
      | gu1 | Probe Guillotine | A     | hand        |          |
      | zp1 | Probe Zap        | B     | hand        |          |
    When A plays gu1 targeting bB
    And all players pass priority
    And A ends their turn
    Then the turn is:
      | turn     | 4         |
      | phase    | beginning |
      | step     | beginning |
      | priority | B         |
    When B activates rB1
    And B plays zp1 targeting bB
    And all players pass priority
    # Both the Zap and the Sundial trigger have resolved after the second round of passes; a Guillotine that had
    # not expired would have added its kill on top of the Sundial trigger, to resolve in that round.
    And all players pass priority
    Then no killed event happened
    And the chain is empty
    And the objects are:
      | id | zone        | damage |
      | bB | battlefield | 2      |

  @rule:riftbound:384 @edition:riftbound:1.3
  Scenario: [8] A delayed ability waiting for its unit to take damage fires when the unit takes just 1
    # Probe Guillotine: "Kill it the next time it takes damage this turn." Probe Quake deals 1 to bB: any damage
    # taken is the condition, so the delayed ability goes on the chain and kills bB, as for [3]'s 2.
    Given the objects:
      | id  | card             | owner | zone        | location |
      | bB  | Probe Brute      | B     | battlefield | bf2      |
      | gu1 | Probe Guillotine | A     | hand        |          |
      | qk1 | Probe Quake      | A     | hand        |          |
    When A plays gu1 targeting bB
    And all players pass priority
    And A plays qk1
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount | id    | source | controller |
      | damage_dealt | bB     | 1      |       |        |            |
      | chain_push   |        |        | gu1#1 | gu1    | A          |
    And no killed event happened
    When all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | bB     |
