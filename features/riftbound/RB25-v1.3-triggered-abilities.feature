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
      | id  | card              | owner | zone |
      | ti1 | Probe Tithe       | A     | hand |
      | fs1 | Probe Footsoldier | A     | hand |
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
    When A chooses accept
    Then the action is rejected as invalid_choice
    # Paying or not is the decision pending: playing a card is no answer to it.
    When A plays fs1
    Then the action is rejected as wrong_decision
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

  @rule:riftbound:383.3.e
  Scenario: [6] A trigger with an 'if' goes on the chain when its conditional holds as the condition is met
    Given the objects:
      | id  | card            | owner | zone        | location |
      | hm1 | Probe Harmonist | A     | battlefield | bf3      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    When A ends their turn
    Then the events include, in order:
      | type       | id    | source |
      | chain_push | hm1#1 | hm1    |
    And the turn is:
      | turn     | 3           |
      | phase    | end_of_turn |
      | step     | ending      |
      | priority | A           |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | hm1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:383.3.e
  Scenario: [7] A trigger whose 'if' is false as the condition is met never goes on the chain
    Given the objects:
      | id  | card            | owner | zone |
      | hm1 | Probe Harmonist | A     | base |
    When A ends their turn
    Then the turn is:
      | turn        | 4 |
      | turn player | B |
    And these events did not happen:
      | type       | source | player |
      | chain_push | hm1    |        |
      | drew       |        | A      |

  @rule:riftbound:383.4.e.2.b
  Scenario: [8] An attack trigger with an extra requirement triggers when the requirement holds as the unit attacks
    Given the objects:
      | id  | card           | owner | zone        | location |
      | or1 | Probe Outrider | A     | base        |          |
      | rl1 | Probe Relic    | A     | base        |          |
      | uB  | Probe Footsoldier | B  | battlefield | bf2      |
    When A moves or1 to bf2
    Then the events include, in order:
      | type       | object | designation | id    |
      | designated | or1    | attacker    |       |
      | chain_push |        |             | or1#1 |

  @rule:riftbound:383.4.e.2.b
  Scenario: [9] An attack trigger whose extra requirement fails as the unit attacks does not trigger in that combat
    Given the objects:
      | id  | card              | owner | zone        | location |
      | or1 | Probe Outrider    | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves or1 to bf2
    Then the events include, in order:
      | type       | object | designation |
      | designated | or1    | attacker    |
    And these events did not happen:
      | type       | source |
      | chain_push | or1    |

  @rule:riftbound:383.4.f.2.b
  Scenario: [10] A defend trigger with an extra requirement triggers when the requirement holds as the unit defends
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | base        |          |
      | gk1 | Probe Gatekeeper  | B     | battlefield | bf2      |
      | rl1 | Probe Relic       | B     | base        |          |
    When A moves u1 to bf2
    Then the events include, in order:
      | type       | object | designation | id    |
      | designated | gk1    | defender    |       |
      | chain_push |        |             | gk1#1 |

  @rule:riftbound:383.4.f.2.b
  Scenario: [11] A defend trigger whose extra requirement fails as the unit defends does not trigger in that combat
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | base        |          |
      | gk1 | Probe Gatekeeper  | B     | battlefield | bf2      |
      | rl1 | Probe Relic       | A     | base        |          |
    When A moves u1 to bf2
    Then the events include, in order:
      | type       | object | designation |
      | designated | gk1    | defender    |
    And these events did not happen:
      | type       | source |
      | chain_push | gk1    |

  @rule:riftbound:383.3.a
  Scenario: [12] A 'you may' trigger asks its controller first; accepting puts it on the chain
    Given the objects:
      | id  | card          | owner | zone |
      | cr1 | Probe Courier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays cr1
    Then A must choose optional trigger:
      | source  | cr1#1                 |
      | options | ["accept", "decline"] |
    When A chooses accept
    Then the events include, in order:
      | type       | id    |
      | chain_push | cr1#1 |
    When all players pass priority
    Then the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:383.3.a
  Scenario: [13] A declined 'you may' trigger never goes on the chain, and an answer other than accept or decline is rejected
    Given the objects:
      | id  | card          | owner | zone |
      | cr1 | Probe Courier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays cr1
    And A chooses pay
    Then the action is rejected as invalid_choice
    When A chooses decline
    Then these events did not happen:
      | type       | source | player |
      | chain_push | cr1    |        |
      | drew       |        | A      |
    And the chain is empty
    And A has priority

  @rule:riftbound:383.3.f @rule:riftbound:383.3.f.1
  Scenario: [14] A 'once each turn' trigger is optional, and once placed it does not trigger again that turn
    Given the objects:
      | id  | card                 | owner | zone |
      | ds1 | Probe Drill Sergeant | A     | base |
      | u1  | Probe Footsoldier    | A     | hand |
      | u2  | Probe Footsoldier    | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 9}}}
      """
    When A plays u1
    Then A must choose optional trigger:
      | source  | ds1#1                 |
      | options | ["accept", "decline"] |
    When A chooses accept
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | ds1#1 |
    When A plays u2
    Then these events did not happen:
      | type       | source |
      | chain_push | ds1    |
    And A has priority

  @rule:riftbound:383.3.f.2
  Scenario: [15] Declining a 'once each turn' trigger does not use it up: the next time its condition is met it asks again
    Given the objects:
      | id  | card                 | owner | zone |
      | ds1 | Probe Drill Sergeant | A     | base |
      | u1  | Probe Footsoldier    | A     | hand |
      | u2  | Probe Footsoldier    | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 9}}}
      """
    When A plays u1
    And A chooses decline
    Then no chain_push event happened
    When A plays u2
    Then A must choose optional trigger:
      | source  | ds1#2                 |
      | options | ["accept", "decline"] |
    When A chooses accept
    Then the events include, in order:
      | type       | id    |
      | chain_push | ds1#2 |

  @rule:riftbound:383.4.b @rule:riftbound:383.4.b.2 @rule:riftbound:383.4.b.3
  Scenario: [16] A 'when you choose me' trigger joins the chain as a pending item once the spell targeting it is finalized
    Given the objects:
      | id   | card                | owner | zone |
      | mk1  | Probe Mirror Knight | A     | base |
      | zap1 | Probe Zap           | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zap1 targeting mk1
    Then the events include, in order:
      | type       | id    |
      | finalized  | zap1  |
      | chain_push | mk1#1 |
      | finalized  | mk1#1 |
    And the chain is:
      | id    | kind      | controller |
      | mk1#1 | triggered | A          |
      | zap1  | spell     | A          |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | mk1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:383.4.b.3
  Scenario: [17] An effect that affects the unit without targeting it does not trigger its 'when you choose me'
    Given the objects:
      | id  | card                | owner | zone        | location |
      | mk1 | Probe Mirror Knight | A     | battlefield | bf3      |
      | qk1 | Probe Quake         | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}],
       "rune_pools": {"A": {"energy": 2}}}
      """
    When A plays qk1
    And all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | qk1 |
    And these events did not happen:
      | type       | source |
      | chain_push | mk1    |

  @rule:riftbound:383.4.b
  Scenario: [18] A unit chosen by another player's spell does not trigger its controller's 'when you choose me'
    Given the objects:
      | id   | card                | owner | zone |
      | mk1  | Probe Mirror Knight | B     | base |
      | zap1 | Probe Zap           | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zap1 targeting mk1
    Then the chain is:
      | id   | kind  |
      | zap1 | spell |
    And these events did not happen:
      | type       | source |
      | chain_push | mk1    |

  @rule:riftbound:390.5 @rule:riftbound:390.5.a
  Scenario: [19] A delayed linked ability waits on the unit its linked ability chose and fires when that unit dies
    Given the objects:
      | id   | card                | owner | zone |
      | bh1  | Probe Bounty Hunter | A     | hand |
      | zap1 | Probe Zap           | A     | hand |
      | uB   | Probe Footsoldier   | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays bh1
    And A chooses targets uB for bh1#1
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bh1#1 |
    And no drew event happened
    When A plays zap1 targeting uB
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    | id    |
      | zone_changed | uB     | trash |       |
      | chain_push   |        |       | bh1#2 |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | id    | player |
      | resolve | drew     |       | A      |
      | resolve | resolved | bh1#2 |        |
    # It draws exactly 1: the first card of A's deck, not the second.
    And the objects are:
      | id     | zone      |
      | deckA1 | hand      |
      | deckA2 | main_deck |

  @rule:riftbound:397
  Scenario: [20] A delayed linked ability only reacts to the object its linked ability chose: another unit dying does nothing
    Given the objects:
      | id   | card                | owner | zone |
      | bh1  | Probe Bounty Hunter | A     | hand |
      | zap1 | Probe Zap           | A     | hand |
      | zap2 | Probe Zap           | A     | hand |
      | uB   | Probe Footsoldier   | B     | base |
      | uB2  | Probe Footsoldier   | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4}}}
      """
    When A plays bh1
    And A chooses targets uB for bh1#1
    And all players pass priority
    And A plays zap1 targeting uB2
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    |
      | zone_changed | uB2    | trash |
    And these events did not happen:
      | type       | source | player |
      | chain_push | bh1    |        |
      | drew       |        | A      |
    # Another unit's death does not end the wait either: when the chosen unit dies later, A draws.
    When A plays zap2 targeting uB
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    | id    |
      | zone_changed | uB     | trash |       |
      | chain_push   |        |       | bh1#2 |
    When all players pass priority
    Then the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:390.5.b @rule:riftbound:397
  Scenario: [21] A delayed linked ability that references its source fires when the source dies and hits only the chosen unit
    Given the objects:
      | id   | card              | owner | zone |
      | av1  | Probe Avenger     | A     | hand |
      | zap1 | Probe Zap         | A     | hand |
      | uB   | Probe Brute       | B     | base |
      | uB2  | Probe Brute       | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays av1
    And A chooses targets uB for av1#1
    And all players pass priority
    Then no damage_dealt event happened
    When A plays zap1 targeting av1
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    |
      | zone_changed | av1    | trash |
    And the chain is:
      | id    | kind      | controller | targets |
      | av1#2 | triggered | A          | ["uB"]  |
    When all players pass priority
    Then the objects are:
      | id  | damage |
      | uB  | 3      |
      | uB2 | 0      |

  @rule:riftbound:390.5 @rule:riftbound:390.5.a
  Scenario: [22] A delayed linked ability's window closes when the chosen unit leaves the board: back as a new object, its death draws nothing
    # A's Bounty Hunter chooses B's Reflex Guard. In answer to A's Quick Study, B returns it to hand with Probe
    # Recall and plays it again (both Reaction): the unit on the board is a new object, and the window closed when
    # the chosen one left (390.5.a), so when A's Zap kills it A draws nothing for the Bounty Hunter.
    Given the objects:
      | id   | card                | owner | zone |
      | bh1  | Probe Bounty Hunter | A     | hand |
      | qs1  | Probe Quick Study   | A     | hand |
      | zap1 | Probe Zap           | A     | hand |
      | rg   | Probe Reflex Guard  | B     | base |
      | rc1  | Probe Recall        | B     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 9, "power": {"fury": 3, "mind": 3, "calm": 3}},
                      "B": {"energy": 3, "power": {"calm": 1}}}}
      """
    When A plays bh1
    And A chooses targets rg for bh1#1
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bh1#1 |
    When A plays qs1
    And A passes priority
    And B plays rc1 targeting rg
    And all players pass priority
    And A passes priority
    And B plays rg
    Then the objects are:
      | id | zone |
      | rg | base |
    When A plays zap1 targeting rg
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | rg     |
    And these events did not happen:
      | type       | source |
      | chain_push | bh1    |

  @rule:riftbound:383.3.f @rule:riftbound:383.3.f.1 @rule:riftbound:383.3.f.2
  Scenario: [23] Several 'once each turn' triggers met at once each ask their controller, whatever triggers beside them
    # Playing u1 meets the condition of A's Drillmaster (not optional) and of both Drill Sergeants ("once each
    # turn"): each Sergeant asks A, whatever else triggered. A places ds1's and declines ds2's. Playing u2: ds1's
    # has triggered this turn (383.3.f) and leaves silently; ds2's has not (383.3.f.2), so it asks again.
    Given the objects:
      | id  | card                 | owner | zone |
      | dm1 | Probe Drillmaster    | A     | base |
      | ds1 | Probe Drill Sergeant | A     | base |
      | ds2 | Probe Drill Sergeant | A     | base |
      | u1  | Probe Footsoldier    | A     | hand |
      | u2  | Probe Footsoldier    | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 9}}}
      """
    When A plays u1
    Then A must choose optional trigger:
      | source  | ds1#1                 |
      | options | ["accept", "decline"] |
    When A chooses accept
    Then A must choose optional trigger:
      | source  | ds2#1                 |
      | options | ["accept", "decline"] |
    When A chooses decline
    And A orders triggers: dm1#1, ds1#1
    Then the chain is:
      | source |
      | ds1    |
      | dm1    |
    When all players pass priority
    And all players pass priority
    Then the chain is empty
    When A plays u2
    Then A must choose optional trigger:
      | source  | ds2#2                 |
      | options | ["accept", "decline"] |

  @rule:riftbound:383.4.b @rule:riftbound:383.4.b.2
  Scenario: [24] A spell with two targets triggers the 'when you choose me' of the one its controller controls, whichever is chosen first
    # Probe Volley chooses B's Footsoldier first and A's Mirror Knight second: only the Knight's controller is the
    # spell's controller, and its trigger joins the chain above the spell all the same.
    Given the objects:
      | id  | card                | owner | zone        | location |
      | uB  | Probe Footsoldier   | B     | battlefield | bf2      |
      | mk1 | Probe Mirror Knight | A     | battlefield | bf3      |
      | vo1 | Probe Volley        | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}],
       "rune_pools": {"A": {"energy": 2}}}
      """
    When A plays vo1 targeting uB, mk1
    Then the chain is:
      | id    | kind      | controller |
      | mk1#1 | triggered | A          |
      | vo1   | spell     | A          |

  @rule:riftbound:390.5.b @rule:riftbound:397
  Scenario: [25] A delayed linked ability hits the unit its linked ability chose even when that unit was played earlier in the game
    # A plays a Footsoldier, then Probe Avenger ("When you play me, choose a unit. When I die, deal 3 to that
    # unit.") choosing it. The Footsoldier is the same object on the board since it was played, before and after
    # the choice, so when the Zap kills the Avenger the Footsoldier takes the 3 damage (397).
    Given the objects:
      | id   | card              | owner | zone |
      | ft1  | Probe Footsoldier | A     | hand |
      | av1  | Probe Avenger     | A     | hand |
      | zap1 | Probe Zap         | A     | hand |
      | r1   | Probe Fury Rune   | A     | base |
      | r2   | Probe Fury Rune   | A     | base |
      | r3   | Probe Fury Rune   | A     | base |
      | r4   | Probe Fury Rune   | A     | base |
      | r5   | Probe Fury Rune   | A     | base |
    When A activates ability 0 of r1
    And A activates ability 0 of r2
    And A plays ft1
    Then the objects are:
      | id  | zone |
      | ft1 | base |
    When A activates ability 0 of r3
    And A activates ability 0 of r4
    And A plays av1
    And A chooses targets ft1 for av1#1
    And all players pass priority
    Then no damage_dealt event happened
    When A activates ability 0 of r5
    And A plays zap1 targeting av1
    And all players pass priority
    Then the chain is:
      | id    | kind      | controller | targets |
      | av1#2 | triggered | A          | ["ft1"] |
    When all players pass priority
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | ft1    | 3      |
    And the objects are:
      | id  | zone  |
      | ft1 | trash |
