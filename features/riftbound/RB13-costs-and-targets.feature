@edition:riftbound:1.2
Feature: RB13 - Costs and targets

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:353.2.a.2 @rule:riftbound:353.2 @rule:riftbound:354.1 @edition:riftbound:1.3
  Scenario: [1] A spell choosing an opponent's unit with Deflect costs one more Power of any domain, and can't be played without it
    Given the objects:
      | id    | card            | owner | zone        | location |
      | dB    | Probe Deflector | B     | battlefield | bf2      |
      | zap1  | Probe Zap       | A     | hand        |          |
      | runeA | Probe Calm Rune | A     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zap1 targeting dB
    Then the action is rejected as cannot_pay
    When A activates ability 1 of runeA
    And A plays zap1 targeting dB
    Then the events include, in order:
      | type       | id   | player | energy | power       |
      | chain_push | zap1 |        |        |             |
      | paid       |      | A      | 1      | {"calm": 1} |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.power.calm | 0     |

  @rule:riftbound:353.2.a.2 @edition:riftbound:1.3
  Scenario: [2] Deflect does not tax its own controller's spells
    Given the objects:
      | id   | card            | owner | zone        | location |
      | dA   | Probe Deflector | A     | battlefield | bf1      |
      | zap1 | Probe Zap       | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zap1 targeting dA
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 1      | {}    |
    And the chain is:
      | id   | targets |
      | zap1 | ["dA"]  |

  @rule:riftbound:352.12 @rule:riftbound:352.6 @edition:riftbound:1.3
  Scenario: [3] A spell choosing up to two units targets each one chosen and affects both
    # Its damage is a spell's, not combat damage (that is dealt only in a combat's damage step): combat false.
    Given the objects:
      | id   | card              | owner | zone        | location |
      | u2   | Probe Brute       | B     | battlefield | bf2      |
      | u3   | Probe Brute       | B     | battlefield | bf2      |
      | vol1 | Probe Volley      | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays vol1 targeting u2, u3
    Then the chain is:
      | id   | targets      |
      | vol1 | ["u2", "u3"] |
    When all players pass priority
    Then the events include, in order:
      | moment | type         | source | target | amount | combat |
      | volley | damage_dealt | vol1   | u2     | 2      | false  |
      | volley | damage_dealt | vol1   | u3     | 2      | false  |

  @rule:riftbound:352.13 @rule:riftbound:352.12 @edition:riftbound:1.3
  Scenario: [4] "Up to two" allows no target at all, but not a third target or the same unit twice
    Given the objects:
      | id   | card              | owner | zone        | location |
      | u2   | Probe Brute       | B     | battlefield | bf2      |
      | u3   | Probe Brute       | B     | battlefield | bf2      |
      | u4   | Probe Brute       | B     | battlefield | bf2      |
      | vol1 | Probe Volley      | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays vol1 targeting u2, u3, u4
    Then the action is rejected as invalid_target
    When A plays vol1 targeting u2, u2
    Then the action is rejected as invalid_target
    When A plays vol1
    Then the chain is:
      | id   | targets |
      | vol1 | []      |
    When all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | vol1 |
    And no damage_dealt event happened

  @rule:riftbound:356.3.e.8 @edition:riftbound:1.3
  Scenario: [5] When one of two targets has moved away before resolution, the spell still affects the other
    Given the objects:
      | id   | card              | owner | zone        | location |
      | u2   | Probe Brute       | B     | battlefield | bf2      |
      | u3   | Probe Brute       | B     | battlefield | bf2      |
      | vol1 | Probe Volley      | A     | hand        |          |
      | fb1  | Probe Fallback    | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}, "B": {"energy": 1}}}
      """
    When A plays vol1 targeting u2, u3
    And A passes priority
    And B plays fb1 targeting u3
    And all players pass priority
    Then the events include, in order:
      | type  | object | from | to   |
      | moved | u3     | bf2  | base |
    When all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | vol1   | u2     | 2      |
    And these events did not happen:
      | type         | target |
      | damage_dealt | u3     |

  @rule:riftbound:352.3 @edition:riftbound:1.3
  Scenario: [6] A spell that moves a unit chooses the destination as it is played; moving a unit to where it already is is refused
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf1      |
      | sh1 | Probe Shift       | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays sh1 to bf1 targeting u1
    Then the action is rejected as invalid_target
    When A plays sh1 to base targeting u1
    And all players pass priority
    Then the objects are:
      | id | zone | location | exhausted |
      | u1 | base | base     | false     |

  @rule:riftbound:356.3.e.3 @edition:riftbound:1.3
  Scenario: [7] A target that left the battlefield and came back before resolution is still a legal target
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | u3    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
      | sh1   | Probe Shift       | B     | hand        |          |
      | sh2   | Probe Shift       | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}, "B": {"energy": 2}}}
      """
    When A plays bolt1 targeting u2
    And A passes priority
    And B plays sh1 to base targeting u2
    And all players pass priority
    Then the objects are:
      | id | location |
      | u2 | base     |
    When A passes priority
    And B plays sh2 to bf2 targeting u2
    And all players pass priority
    Then the objects are:
      | id | location |
      | u2 | bf2      |
    When all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | bolt1  | u2     | 3      |

  @rule:riftbound:352.15 @edition:riftbound:1.3
  Scenario: [8] Targets are not re-chosen: when the chosen unit has left, another unit that now fits is not hit
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | u3    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
      | fb1   | Probe Fallback    | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}, "B": {"energy": 1}}}
      """
    When A plays bolt1 targeting u2
    And A passes priority
    And B plays fb1 targeting u2
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bolt1 |
    And no damage_dealt event happened
    And the chain is empty

  @rule:riftbound:356.3.e.4 @edition:riftbound:1.3
  Scenario: [9] A target that went to a hand and was played again is a new object, no longer the spell's target
    Given the objects:
      | id   | card               | owner | zone |
      | rg   | Probe Reflex Guard | B     | base |
      | cull | Probe Cull         | A     | hand |
      | rc1  | Probe Recall       | B     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}, "B": {"energy": 3}}}
      """
    When A plays cull targeting rg
    And A passes priority
    And B plays rc1 targeting rg
    And all players pass priority
    Then the objects are:
      | id | zone |
      | rg | hand |
    When A passes priority
    And B plays rg
    Then the objects are:
      | id | zone |
      | rg | base |
    When all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | cull |
    And no killed event happened
    And the objects are:
      | id | zone |
      | rg | base |

  @rule:riftbound:356.3.e.12 @edition:riftbound:1.3
  Scenario: [10] Information about a target that is no longer legal is null: nothing is killed and nothing is drawn
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | fA     | Probe Brute       | A     | base      |
      | hv1    | Probe Harvest     | A     | hand      |
      | rc1    | Probe Recall      | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays hv1 targeting fA
    And A plays rc1 targeting fA
    And all players pass priority
    Then the objects are:
      | id | zone |
      | fA | hand |
    When all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | hv1 |
    And no drew event happened
    And no killed event happened

  @rule:riftbound:356.3.e.13 @edition:riftbound:1.3
  Scenario: [11] A spell that kills its target looks back at the Might it had before dying (an attacker's Assault counts)
    Given the objects:
      | id     | card              | owner | zone        | location |
      | deckA1 | Probe Footsoldier | A     | main_deck   |          |
      | deckA2 | Probe Footsoldier | A     | main_deck   |          |
      | deckA3 | Probe Footsoldier | A     | main_deck   |          |
      | deckA4 | Probe Footsoldier | A     | main_deck   |          |
      | deckA5 | Probe Footsoldier | A     | main_deck   |          |
      | ra1    | Probe Raider      | A     | base        |          |
      | ra2    | Probe Raider      | A     | base        |          |
      | uB     | Probe Brute       | B     | battlefield | bf2      |
      | hv1    | Probe Harvest     | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A moves ra1, ra2 to bf2
    Then the objects are:
      | id  | might | designation |
      | ra1 | 4     | attacker    |
    When A plays hv1 targeting ra1
    And all players pass priority
    Then the events include, in order:
      | type   | object | player | card   |
      | killed | ra1    |        |        |
      | drew   |        | A      | deckA1 |
      | drew   |        | A      | deckA4 |
    And the players are:
      | player | hand_count |
      | A      | 4          |

  @rule:riftbound:389.2 @edition:riftbound:1.3
  Scenario: [12] A Deathknell triggered while a spell resolves waits until the spell has finished before it is finalized
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | m1     | Probe Martyr      | A     | base      |
      | cull   | Probe Cull        | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays cull targeting m1
    And all players pass priority
    Then the events include, in order:
      | moment  | type       | id    | object |
      | resolve | chain_push | m1#1  |        |
      | resolve | killed     |       | m1     |
      | resolve | resolved   | cull  |        |
      |         | finalized  | m1#1  |        |
    And the chain is:
      | id   | kind      | pending |
      | m1#1 | triggered | false   |

  @rule:riftbound:353.2.b.1 @edition:riftbound:1.3
  Scenario: [13] An optional additional cost is asked for as the card is played; paying it buys its "if you do" effect
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | kp1    | Probe Keeper      | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A plays kp1
    Then A must choose optional cost:
      | source  | kp1                |
      | options | ["pay", "decline"] |
    And the chain is:
      | id  | pending |
      | kp1 | true    |
    When A chooses pay
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 2      | {"mind": 1} |
      | drew | A      |        |             |
    And the objects are:
      | id  | zone |
      | kp1 | base |

  @rule:riftbound:353.2.b.1 @edition:riftbound:1.3
  Scenario: [14] A declined optional cost is not paid and its effect does not happen
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | kp1    | Probe Keeper      | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A plays kp1
    And A chooses decline
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 2      | {}    |
    And no drew event happened
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.power.mind | 1     |
      | objects.kp1.zone               | base  |

  @rule:riftbound:354.1.a @edition:riftbound:1.3
  Scenario: [15] While paying, a player may use a rune's Add ability to afford the cost they chose; other abilities are refused
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | kp1    | Probe Keeper      | A     | hand      |
      | runeA  | Probe Mind Rune   | A     | base      |
      | rel1   | Probe Relic       | A     | base      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays kp1
    And A chooses pay
    Then the action is rejected as cannot_pay
    When A activates rel1
    Then the action is rejected
    When A activates ability 1 of runeA
    Then A must choose optional cost
    When A chooses pay
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 2      | {"mind": 1} |
      | drew | A      |        |             |

  @rule:riftbound:353.4.d @rule:riftbound:353.4.d.1 @rule:riftbound:353.4.a @edition:riftbound:1.3
  Scenario: [16] A discount can cut a chosen optional cost to nothing; it still counts as paid
    Given the objects:
      | id     | card                | owner | zone      |
      | deckA1 | Probe Footsoldier   | A     | main_deck |
      | kp1    | Probe Keeper        | A     | hand      |
      | qm1    | Probe Quartermaster | A     | base      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays kp1
    And A chooses pay
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 2      | {}    |
      | drew | A      |        |       |

  @rule:riftbound:353.4.a @rule:riftbound:353.4.b @edition:riftbound:1.3
  Scenario: [17] Another card's discount lowers a unit's Power cost
    Given the objects:
      | id  | card                | owner | zone |
      | og1 | Probe Ogre          | A     | hand |
      | qm1 | Probe Quartermaster | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays og1
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 3      | {}    |
    And the objects are:
      | id  | zone |
      | og1 | base |

  @rule:riftbound:353.2.a.1 @rule:riftbound:354.2 @edition:riftbound:1.3
  Scenario: [18] A mandatory additional cost (kill a friendly unit) is paid along with the Energy
    Given the objects:
      | id  | card              | owner | zone |
      | pt1 | Probe Patron      | A     | hand |
      | fA  | Probe Footsoldier | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays pt1
    Then the events include, in order:
      | moment | type         | id  | object | player | energy | to   |
      |        | chain_push   | pt1 |        |        |        |      |
      | cost   | paid         |     |        | A      | 2      |      |
      | cost   | killed       |     | fA     |        |        |      |
      |        | zone_changed |     | pt1    |        |        | base |

  @rule:riftbound:352.16
  Scenario: [19] A unit can't be played where paying its cost will make the location illegal
    Given the objects:
      | id  | card              | owner | zone        | location |
      | pt1 | Probe Patron      | A     | hand        |          |
      | fA  | Probe Footsoldier | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays pt1 to bf1
    Then the action is rejected as invalid_target
    When A plays pt1 to base
    Then the objects are:
      | id  | zone  |
      | pt1 | base  |
      | fA  | trash |

  @rule:riftbound:354.3
  Scenario: [20] Paying a kill cost, the unit alone at the chosen battlefield is not offered
    Given the objects:
      | id  | card              | owner | zone        | location |
      | pt1 | Probe Patron      | A     | hand        |          |
      | f1  | Probe Footsoldier | A     | battlefield | bf1      |
      | f2  | Probe Footsoldier | A     | base        |          |
      | f3  | Probe Footsoldier | A     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays pt1 to bf1
    Then A must choose cost:
      | source  | pt1          |
      | options | ["f2", "f3"] |
    When A chooses f1
    Then the action is rejected as invalid_choice
    When A chooses f3
    Then the objects are:
      | id  | zone        | location |
      | pt1 | battlefield | bf1      |
      | f1  | battlefield | bf1      |
      | f3  | trash       |          |

  @rule:riftbound:356.3.b @edition:riftbound:1.3
  Scenario: [21] A Deathknell triggered by paying a spell's cost is finalized right after the spell, before anyone gets priority
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | deckA3 | Probe Footsoldier | A     | main_deck |
      | of1    | Probe Offering    | A     | hand      |
      | m1     | Probe Martyr      | A     | base      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays of1
    Then the events include, in order:
      | moment | type       | id   | object |
      |        | chain_push | of1  |        |
      | death  | chain_push | m1#1 |        |
      | death  | killed     |      | m1     |
      |        | finalized  | of1  |        |
      |        | finalized  | m1#1 |        |
    And the chain is:
      | id   | pending |
      | m1#1 | false   |
      | of1  | false   |
    And A has priority

  @rule:riftbound:353.3 @edition:riftbound:1.3
  Scenario: [22] An opponent's cost increase makes a spell cost more; the increase doesn't touch its controller's own spells
    Given the objects:
      | id   | card          | owner | zone |
      | wd1  | Probe Warden  | B     | base |
      | ins1 | Probe Insight | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ins1
    Then the action is rejected as cannot_pay

  @rule:riftbound:353.3 @edition:riftbound:1.3
  Scenario: [23] With the increase paid the spell is played
    Given the objects:
      | id   | card          | owner | zone |
      | wd1  | Probe Warden  | B     | base |
      | wd2  | Probe Warden  | A     | base |
      | ins1 | Probe Insight | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays ins1
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 3      |

  @rule:riftbound:353.4 @rule:riftbound:353.4.b @rule:riftbound:353.5 @edition:riftbound:1.3
  Scenario: [24] A spell's own discount can't take its cost below zero
    Given the objects:
      | id     | card              | owner | zone      |
      | sk1    | Probe Skyfall     | A     | hand      |
      | br1    | Probe Brute       | A     | base      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays sk1
    Then the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |

  @rule:riftbound:353.4 @rule:riftbound:353.4.c @edition:riftbound:1.3
  Scenario: [25] Discounts apply in the order best for the player; a minimum limits only its own discount
    Given the objects:
      | id     | card              | owner | zone        | location |
      | sk1    | Probe Skyfall     | A     | hand        |          |
      | ap1    | Probe Apprentice  | A     | battlefield | bf1      |
      | f1     | Probe Footsoldier | A     | base        |          |
      | deckA1 | Probe Footsoldier | A     | main_deck   |          |
      | deckA2 | Probe Footsoldier | A     | main_deck   |          |
    When A plays sk1
    Then the chain is:
      | id  |
      | sk1 |

  @rule:riftbound:353.4.c @edition:riftbound:1.3
  Scenario: [26] Without the other discount, the one with a minimum doesn't go below its minimum
    Given the objects:
      | id   | card             | owner | zone        | location |
      | ap1  | Probe Apprentice | A     | battlefield | bf1      |
      | zap1 | Probe Zap        | A     | hand        |          |
      | ins1 | Probe Insight    | A     | hand        |          |
      | u2   | Probe Brute      | B     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zap1 targeting u2
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |

  @rule:riftbound:353.4.c @edition:riftbound:1.3
  Scenario: [27] A discount that works only at a battlefield does nothing from the base
    Given the objects:
      | id  | card              | owner | zone |
      | sk1 | Probe Skyfall     | A     | hand |
      | ap1 | Probe Apprentice  | A     | base |
      | f1  | Probe Footsoldier | A     | base |
    When A plays sk1
    Then the action is rejected as cannot_pay

  @rule:riftbound:353.2.a.1 @edition:riftbound:1.3
  Scenario: [28] A card with a mandatory kill cost can't be played without a friendly unit to kill
    # B's unit on the board is no friendly unit of A's: it can't pay the cost (353.2.a.1), nothing can.
    Given the objects:
      | id  | card              | owner | zone |
      | pt1 | Probe Patron      | A     | hand |
      | fB  | Probe Footsoldier | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays pt1
    Then the action is rejected as cannot_pay
    And the chain is empty

  @rule:riftbound:351.3 @rule:riftbound:353.1 @rule:riftbound:353.1.a @edition:riftbound:1.3
  Scenario: [29] A card played by a resolving spell, ignoring its cost, waits for the spell to finish and costs nothing
    # Probe Ogre costs 3 Energy and 1 body Power: played ignoring its cost (353.1.a), it costs neither, so A pays
    # nothing from a pool without Power.
    Given the objects:
      | id     | card              | owner | zone      |
      | br1    | Probe Ogre        | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | ws1    | Probe Wellspring  | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ws1
    And all players pass priority
    Then the events include, in order:
      | moment  | type         | id  | object | from      | to    | player | card   |
      | resolve | zone_changed |     | br1    | main_deck | chain |        |        |
      | resolve | chain_push   | br1 |        |           |       |        |        |
      | resolve | drew         |     |        |           |       | A      | deckA2 |
      | resolve | resolved     | ws1 |        |           |       |        |        |
      |         | finalized    | br1 |        |           |       |        |        |
      |         | zone_changed |     | br1    | chain     | base  |        |        |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |
    And the objects are:
      | id  | zone | exhausted |
      | br1 | base | true      |

  @rule:riftbound:353.1.c @edition:riftbound:1.3
  Scenario: [30] A card played ignoring its cost may still pay an optional additional cost such as Accelerate
    Given the objects:
      | id     | card              | owner | zone      |
      | sp1    | Probe Sprinter    | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | ws1    | Probe Wellspring  | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3, "power": {"fury": 1}}}}
      """
    When A plays ws1
    And all players pass priority
    Then A must choose optional cost:
      | source  | sp1                |
      | options | ["pay", "decline"] |
    When A chooses pay
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 1      | {"fury": 1} |
    And the objects are:
      | id  | zone | exhausted |
      | sp1 | base | false     |

  @rule:riftbound:353.1.b @edition:riftbound:1.3
  Scenario: [31] Played ignoring only its Energy cost, a card still costs its Power
    Given the objects:
      | id     | card              | owner | zone      |
      | og1    | Probe Ogre        | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | ov1    | Probe Overflow    | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"body": 1}}}}
      """
    When A plays ov1
    And all players pass priority
    Then the events include, in order:
      | type     | id  | player | energy | power       |
      | resolved | ov1 |        |        |             |
      | paid     |     | A      | 0      | {"body": 1} |
    And the objects are:
      | id  | zone |
      | og1 | base |

  @rule:riftbound:353.1.b @rule:riftbound:355.3 @edition:riftbound:1.3
  Scenario: [32] When the Power it still costs can't be paid, the play is undone and the card goes back
    Given the objects:
      | id     | card              | owner | zone      |
      | og1    | Probe Ogre        | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | ov1    | Probe Overflow    | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4}}}
      """
    When A plays ov1
    And all players pass priority
    Then no finalized event happened
    And the events include, in order:
      | type         | object | from      | to        |
      | zone_changed | og1    | main_deck | chain     |
      | zone_changed | og1    | chain     | main_deck |
    And the state includes:
      | path                | value      |
      | objects.og1.zone    | main_deck  |
      | players.A.main_deck | ["og1"]    |
    And the chain is empty

  @rule:riftbound:356.2.b @edition:riftbound:1.3
  Scenario: [33] A permanent's rules text applies as it enters: a unit that says it enters ready does
    Given the objects:
      | id  | card              | owner | zone |
      | sw1 | Probe Swiftfoot   | A     | hand |
      | f1  | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4}}}
      """
    When A plays sw1
    And A plays f1
    Then the objects are:
      | id  | zone | exhausted |
      | sw1 | base | false     |
      | f1  | base | true      |

  @rule:riftbound:352.2.b @edition:riftbound:1.3
  Scenario: [34] A card may allow a unit to be played where units normally can't go; other units still can't
    Given the objects:
      | id  | card              | owner | zone |
      | in1 | Probe Infiltrator | A     | hand |
      | f1  | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4}}}
      """
    When A plays f1 to bf3
    Then the action is rejected as invalid_target
    When A plays in1 to bf3
    Then the events include, in order:
      | type         | object | to          | battlefield | player |
      | zone_changed | in1    | battlefield |             |        |
      | contested    |        |             | bf3         | A      |
    And the objects are:
      | id  | zone        | location |
      | in1 | battlefield | bf3      |

  @rule:riftbound:352.4.a @edition:riftbound:1.3
  Scenario: [35] An effect on every unit meeting a criterion chooses nothing: no target is accepted, and all such units are hit
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Brute       | A     | battlefield | bf1      |
      | u2  | Probe Brute       | B     | battlefield | bf2      |
      | u3  | Probe Brute       | B     | base        |          |
      | qk1 | Probe Quake       | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays qk1 targeting u2
    Then the action is rejected as invalid_target
    When A plays qk1
    And all players pass priority
    Then the events include, in order:
      | moment | type         | target | amount |
      | quake  | damage_dealt | u1     | 1      |
      | quake  | damage_dealt | u2     | 1      |
    And these events did not happen:
      | type         | target |
      | damage_dealt | u3     |

  @rule:riftbound:356.3.e.11 @edition:riftbound:1.3
  Scenario: [36] An instruction that can only partly be followed is followed as far as possible
    Given the objects:
      | id    | card            | owner | zone      |
      | runeA | Probe Calm Rune | A     | rune_deck |
      | su1   | Probe Surge     | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays su1
    And all players pass priority
    Then the events include, in order:
      | moment  | type      | player | rune  | id  |
      | resolve | channeled | A      | runeA |     |
      | resolve | resolved  |        |       | su1 |
    And the objects are:
      | id    | zone |
      | runeA | base |

  @rule:riftbound:390.3 @rule:riftbound:390.3.a @edition:riftbound:1.3
  Scenario: [37] A triggered ability with no legal target leaves the chain without being countered
    Given the objects:
      | id  | card              | owner | zone |
      | mk1 | Probe Marksman    | A     | hand |
      | uB  | Probe Footsoldier | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays mk1
    Then the events include, in order:
      | type            | id    |
      | chain_push      | mk1#1 |
      | trigger_removed | mk1#1 |
    And no countered event happened
    And no damage_dealt event happened
    And the chain is empty

  @rule:riftbound:390.3 @edition:riftbound:1.3
  Scenario: [38] With a legal target the same triggered ability stays on the chain with it
    Given the objects:
      | id  | card              | owner | zone        | location |
      | mk1 | Probe Marksman    | A     | hand        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays mk1
    Then the chain is:
      | id    | targets |
      | mk1#1 | ["uB"]  |
    And no trigger_removed event happened

  @rule:riftbound:392.2 @rule:riftbound:392.2.a @edition:riftbound:1.3
  Scenario: [39] A player may decline to pay a triggered ability's cost; it leaves the chain and is not countered
    # While its controller decides whether to pay, the ability is still a pending item (392.2: declined, it
    # never becomes a chain item).
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | ti1    | Probe Tithe       | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays ti1
    Then A must choose optional cost:
      | source  | ti1#1              |
      | options | ["pay", "decline"] |
    And the chain is:
      | id    | pending |
      | ti1#1 | true    |
    When A chooses decline
    Then the events include, in order:
      | type            | id    |
      | trigger_removed | ti1#1 |
    And no countered event happened
    And no finalized event happened
    And the chain is empty
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |

  @rule:riftbound:392.2 @edition:riftbound:1.3
  Scenario: [40] Paying the triggered ability's cost lets it go on the chain and resolve
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | ti1    | Probe Tithe       | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays ti1
    And A chooses pay
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |
    And the chain is:
      | id    | pending |
      | ti1#1 | false   |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | ti1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:393.1 @edition:riftbound:1.3
  Scenario: [41] An ability whose cost makes its chosen target illegal can't be activated
    Given the objects:
      | id  | card              | owner | zone |
      | du1 | Probe Duelist     | A     | base |
      | uB  | Probe Brute       | B     | base |
    When A activates du1 targeting du1
    Then the action is rejected as invalid_target
    And the objects are:
      | id  | exhausted |
      | du1 | false     |
    When A activates du1 targeting uB
    Then the chain is:
      | id    | kind      | targets |
      | du1#1 | activated | ["uB"]  |

  @rule:riftbound:390.2 @edition:riftbound:1.3
  Scenario: [42] An activated ability with no legal choice can't be activated
    Given the objects:
      | id  | card              | owner | zone |
      | ca1 | Probe Catapult    | A     | base |
      | uB  | Probe Footsoldier | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A activates ca1 targeting uB
    Then the action is rejected as invalid_target
    When A activates ca1
    Then the action is rejected
    And the objects are:
      | id  | exhausted |
      | ca1 | false     |

  @rule:riftbound:391.2 @rule:riftbound:392.1 @edition:riftbound:1.3
  Scenario: [43] Choosing a unit with Deflect raises an activated ability's cost, paid before the ability becomes a chain item
    Given the objects:
      | id    | card            | owner | zone        | location |
      | ca1   | Probe Catapult  | A     | base        |          |
      | dB    | Probe Deflector | B     | battlefield | bf2      |
      | runeA | Probe Fury Rune | A     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A activates ca1 targeting dB
    Then the action is rejected as cannot_pay
    When A activates ability 1 of runeA
    And A activates ca1 targeting dB
    # 392.1 before 394.2 (v1.3 404.1 before 406.2): the Deflect Power is paid before the item is finalized.
    Then the events include, in order:
      | type      | id    | player | power       |
      | paid      |       | A      | {"fury": 1} |
      | finalized | ca1#1 |        |             |
    And the chain is:
      | id    | targets |
      | ca1#1 | ["dB"]  |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.energy     | 0     |
      | players.A.rune_pool.power.fury | 0     |

  @rule:riftbound:391.3 @edition:riftbound:1.3
  Scenario: [44] An opponent's cost increase raises an activated ability's cost
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ca1 | Probe Catapult    | A     | base        |          |
      | ca2 | Probe Catapult    | A     | base        |          |
      | wd1 | Probe Warden      | B     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A activates ca1 targeting uB
    Then the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |
    When A passes priority
    And B passes priority
    And A activates ca2 targeting uB
    Then the action is rejected as cannot_pay

  @rule:riftbound:352.14.c @edition:riftbound:1.3
  Scenario: [45] Split damage can't choose more units than the damage available as it is played
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ba1 | Probe Barrage     | A     | hand        |          |
      | h1  | Probe Footsoldier | A     | hand        |          |
      | h2  | Probe Footsoldier | A     | hand        |          |
      | u2  | Probe Brute       | B     | battlefield | bf2      |
      | u3  | Probe Brute       | B     | battlefield | bf2      |
      | u4  | Probe Brute       | B     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays ba1 targeting u2, u3, u4
    Then the action is rejected as invalid_target
    When A plays ba1 targeting u2, u3
    Then the chain is:
      | id  | targets      |
      | ba1 | ["u2", "u3"] |

  @rule:riftbound:352.14.a @rule:riftbound:352.14.b @rule:riftbound:352.14.e @rule:riftbound:352.14.f @rule:riftbound:352.14.g @rule:riftbound:352.9 @edition:riftbound:1.3
  Scenario: [46] Split damage is divided on resolution: all of it, a whole amount of at least 1 to each target
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ba1 | Probe Barrage     | A     | hand        |          |
      | h1  | Probe Footsoldier | A     | hand        |          |
      | h2  | Probe Footsoldier | A     | hand        |          |
      | h3  | Probe Footsoldier | A     | hand        |          |
      | u2  | Probe Brute       | B     | battlefield | bf2      |
      | u3  | Probe Brute       | B     | base        |          |
      | u5  | Probe Brute       | B     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays ba1 targeting u2, u3
    Then the chain is:
      | id  | targets      |
      | ba1 | ["u2", "u3"] |
    And no damage_dealt event happened
    When all players pass priority
    Then A must assign damage:
      | source  | ba1          |
      | amount  | 3            |
      | options | ["u2", "u3"] |
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 2      |
      | u5     | 1      |
    Then the action is rejected
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 1      |
      | u2     | 2      |
      | u3     | 1      |
    Then the action is rejected
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 3      |
    Then the action is rejected as invalid_choice
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 3      |
      | u3     | 0      |
    Then the action is rejected as invalid_choice
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 2      |
      | u3     | 2      |
    Then the action is rejected as invalid_choice
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 2      |
      | u3     | 1      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | split  | damage_dealt | ba1    | u2     | 2      |
      | split  | damage_dealt | ba1    | u3     | 1      |
      | split  | resolved     |        |        |        |

  @rule:riftbound:352.14.h @rule:riftbound:352.14.i @edition:riftbound:1.3
  Scenario: [47] With fewer damage than targets on resolution, the controller drops targets; a Deflect cost paid for one stays paid
    Given the objects:
      | id   | card              | owner | zone        | location |
      | ba1  | Probe Barrage     | A     | hand        |          |
      | h1   | Probe Footsoldier | A     | hand        |          |
      | h2   | Probe Footsoldier | A     | hand        |          |
      | zap1 | Probe Zap         | A     | hand        |          |
      | u2   | Probe Brute       | B     | battlefield | bf2      |
      | dB   | Probe Deflector   | B     | battlefield | bf2      |
      | u4   | Probe Brute       | B     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"calm": 1}}}}
      """
    When A plays ba1 targeting u2, dB, u4
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 1      | {"calm": 1} |
    When A plays zap1 targeting u4
    And all players pass priority
    And all players pass priority
    Then A must assign damage:
      | amount  | 2                  |
      | options | ["u2", "dB", "u4"] |
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 1      |
      | u4     | 1      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | split  | damage_dealt | ba1    | u2     | 1      |
      | split  | damage_dealt | ba1    | u4     | 1      |
    And these events did not happen:
      | type         | target |
      | damage_dealt | dB     |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.power.calm | 0     |

  @rule:riftbound:352.14.d @edition:riftbound:1.3
  Scenario: [48] Each unit chosen for split damage counts on its own: two units with Deflect each add their cost
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ba1 | Probe Barrage     | A     | hand        |          |
      | h1  | Probe Footsoldier | A     | hand        |          |
      | h2  | Probe Footsoldier | A     | hand        |          |
      | d1  | Probe Deflector   | B     | battlefield | bf2      |
      | d2  | Probe Deflector   | B     | battlefield | bf2      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"calm": 1}}}}
      """
    When A plays ba1 targeting d1, d2
    Then the action is rejected as cannot_pay
    When A plays ba1 targeting d1
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 1      | {"calm": 1} |

  @rule:riftbound:354.2.a @edition:riftbound:1.3
  Scenario: [49] A kill cost whose death is replaced by another event still counts as paid
    Given the objects:
      | id  | card              | owner | zone |
      | pt1 | Probe Patron      | A     | hand |
      | fA  | Probe Footsoldier | A     | base |
      | hg1 | Probe Hourglass   | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays pt1
    Then the events include, in order:
      | type         | object | to   |
      | killed       | hg1    |      |
      | zone_changed | pt1    | base |
    And these events did not happen:
      | type   | object |
      | killed | fA     |
    And the objects are:
      | id  | zone | exhausted |
      | pt1 | base | true      |
      | fA  | base | true      |

  @rule:riftbound:354.1 @rule:riftbound:353.2.b.1 @edition:riftbound:1.3
  Scenario: [50] [C] on a one-domain card is Power of that card's domain (134.2.e.6): another domain's Power can't pay it
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | kp1    | Probe Keeper      | A     | hand      |
      | runeA  | Probe Mind Rune   | A     | base      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"calm": 1}}}}
      """
    When A plays kp1
    Then A must choose optional cost:
      | source  | kp1                |
      | options | ["pay", "decline"] |
    When A chooses pay
    Then the action is rejected as cannot_pay
    And A must choose optional cost
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.energy     | 2     |
      | players.A.rune_pool.power.calm | 1     |
    When A activates ability 1 of runeA
    And A chooses pay
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 2      | {"mind": 1} |
      | drew | A      |        |             |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.power.calm | 1     |

  @rule:riftbound:352.14.e @rule:riftbound:352.14.f @edition:riftbound:1.3
  Scenario: [51] Split damage among as many targets as there is damage deals 1 to each; with a single target, all of it goes to that one
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ba1 | Probe Barrage     | A     | hand        |          |
      | ba2 | Probe Barrage     | A     | hand        |          |
      | h1  | Probe Footsoldier | A     | hand        |          |
      | h2  | Probe Footsoldier | A     | hand        |          |
      | u2  | Probe Brute       | B     | battlefield | bf2      |
      | u3  | Probe Brute       | B     | base        |          |
      | u4  | Probe Brute       | B     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ba1 targeting u2, u3, u4
    And all players pass priority
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | split  | damage_dealt | ba1    | u2     | 1      |
      | split  | damage_dealt | ba1    | u3     | 1      |
      | split  | damage_dealt | ba1    | u4     | 1      |
    When A plays ba2 targeting u3
    And all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | ba2    | u3     | 2      |
    # The forced division finishes the resolution: the spell leaves the chain for its owner's trash (352.14.e).
    And the chain is empty
    And the objects are:
      | id  | damage | zone  |
      | u2  | 1      |       |
      | u3  | 3      |       |
      | u4  | 1      |       |
      | ba2 |        | trash |

  @rule:riftbound:354.1 @rule:riftbound:353.2.a.2 @edition:riftbound:1.3
  Scenario: [52] A domain's Power cost and Deflect's Power of any domain are paid together: one Power can't pay both
    # Probe Bolt costs 1 Energy and 1 Fury Power; choosing B's Probe Deflector adds 1 Power of any domain. One
    # Fury Power is one short; a Calm Power added to it is exactly enough, each Power spent once.
    Given the objects:
      | id    | card            | owner | zone        | location |
      | dB    | Probe Deflector | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt      | A     | hand        |          |
      | runeA | Probe Calm Rune | A     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}}}
      """
    When A plays bolt1 targeting dB
    Then the action is rejected as cannot_pay
    When A activates ability 1 of runeA
    And A plays bolt1 targeting dB
    Then the events include, in order:
      | type | player | energy | power                  |
      | paid | A      | 1      | {"fury": 1, "calm": 1} |
    And the chain is:
      | id    | targets |
      | bolt1 | ["dB"]  |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.power.fury | 0     |
      | players.A.rune_pool.power.calm | 0     |

  @rule:riftbound:356.3.e.4 @edition:riftbound:1.3
  Scenario: [53] A unit played this turn, chosen, then returned to hand and played again is a new object each time
    # Like [9], but the unit has already changed zones once (played from hand) before it is chosen: each
    # incarnation is a new object, not only the first one after the setup.
    Given the objects:
      | id   | card               | owner | zone |
      | rg   | Probe Reflex Guard | A     | hand |
      | cull | Probe Cull         | A     | hand |
      | rc1  | Probe Recall       | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 7}}}
      """
    When A plays rg
    Then the objects are:
      | id | zone |
      | rg | base |
    When A plays cull targeting rg
    And A plays rc1 targeting rg
    And all players pass priority
    Then the objects are:
      | id | zone |
      | rg | hand |
    When A plays rg
    Then the objects are:
      | id | zone |
      | rg | base |
    When all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | cull |
    And no killed event happened
    And the objects are:
      | id | zone |
      | rg | base |

  @rule:riftbound:352.3 @edition:riftbound:1.3
  Scenario: [54] A spell that moves a unit "to a battlefield" refuses a base as the destination and accepts a battlefield
    # Probe Charge: "Move a friendly unit to a battlefield." A base is not a valid destination for it, even for a
    # unit that is at a battlefield; another battlefield is.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf1      |
      | ch1 | Probe Charge      | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays ch1 to base targeting u1
    Then the action is rejected as invalid_target
    And the objects are:
      | id  | zone |
      | ch1 | hand |
    When A plays ch1 to bf3 targeting u1
    Then the chain is:
      | id  | targets |
      | ch1 | ["u1"]  |

  @rule:riftbound:353.1.a @edition:riftbound:1.3
  Scenario: [55] A spell that plays the top card of the deck ignoring its cost plays a gear there as it plays a unit
    # Probe Wellspring plays the top card if it's a unit or gear: here a gear (Probe Quill), for no Energy.
    Given the objects:
      | id     | card              | owner | zone      |
      | qu1    | Probe Quill       | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | ws1    | Probe Wellspring  | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ws1
    And all players pass priority
    Then the objects are:
      | id  | zone |
      | qu1 | base |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |

  @rule:riftbound:352.11.a @edition:riftbound:1.3
  Scenario: [56] A group spell for "any number of units" may be played choosing none; it resolves and kills nothing
    # Probe Fox-Fire: "Kill any number of units at a battlefield with total Might 4 or less." No unit at all is a
    # group that meets the requirement (total Might 0).
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1 | Probe Fox-Fire    | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ff1
    And all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | ff1 |
    And no killed event happened
    And the objects are:
      | id | zone        |
      | u2 | battlefield |

  @rule:riftbound:356.3.d @rule:riftbound:356.3.e.6 @edition:riftbound:1.3
  Scenario: [57] A spell that plays the top card of the deck "if it's a unit or gear" plays nothing when it is a spell, and still draws
    # Probe Wellspring: "Play the top card of your main deck to your base, ignoring its cost, if it's a unit or
    # gear. Draw 1." The top card is a spell (Probe Insight): the first instruction does nothing, and the draw
    # then takes that card.
    Given the objects:
      | id   | card             | owner | zone      |
      | ins1 | Probe Insight    | A     | main_deck |
      | ws1  | Probe Wellspring | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ws1
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player | card |
      | resolve | drew     |     | A      | ins1 |
      | resolve | resolved | ws1 |        |      |
    And these events did not happen:
      | type       | id   |
      | chain_push | ins1 |
    And the chain is empty
    And the objects are:
      | id   | zone |
      | ins1 | hand |

  @rule:riftbound:353.1.a @rule:riftbound:354.2 @rule:riftbound:355.3 @edition:riftbound:1.3
  Scenario: [58] A card played by a spell ignoring its cost still needs its additional cost: with no friendly unit to kill, the play is undone
    # Probe Wellspring plays the top card, Probe Patron ("As an additional cost to play me, kill a friendly unit"),
    # ignoring its cost, which sets only the Energy and Power to zero (353.1.a). A has no unit to kill: the play
    # can't be completed and is undone, so the Patron goes back where it came from and is never on the board.
    Given the objects:
      | id     | card              | owner | zone      |
      | pat1   | Probe Patron      | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | ws1    | Probe Wellspring  | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ws1
    And all players pass priority
    Then no finalized event happened
    And the events include, in order:
      | type         | object | from      | to        |
      | zone_changed | pat1   | main_deck | chain     |
      | zone_changed | pat1   | chain     | main_deck |
    And the state includes:
      | path              | value     |
      | objects.pat1.zone | main_deck |
    And the chain is empty

  @rule:riftbound:356.3.e.6 @edition:riftbound:1.3
  Scenario: [59] A spell that moves a unit to where it already is by the time it resolves does not move it
    # Two Probe Shifts send u1 from A's base to bf1. The second, played in response, resolves first and moves it;
    # when the first resolves u1 is already at its destination, so there is no move to make (356.3.e.6).
    Given the objects:
      | id  | card              | owner | zone |
      | u1  | Probe Footsoldier | A     | base |
      | sh1 | Probe Shift       | A     | hand |
      | sh2 | Probe Shift       | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays sh1 to bf1 targeting u1
    And A plays sh2 to bf1 targeting u1
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | object | from | to  | id  |
      | resolve | moved    | u1     | base | bf1 |     |
      | resolve | resolved |        |      |     | sh2 |
    When all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | sh1 |
    And no moved event happened
    And the objects are:
      | id | zone        | location |
      | u1 | battlefield | bf1      |

  @rule:riftbound:352.14.e @rule:riftbound:352.14.h @edition:riftbound:1.3
  Scenario: [60] Split damage counted on resolution can be none: with an empty hand by then, no target is dealt damage and nothing is asked
    # Probe Barrage splits damage equal to the cards in hand, counted as it resolves (352.14.e). A plays it with
    # two cards left and chooses two units, then plays both (Probe Zaps at B's Brute): on resolution there is no
    # damage to divide, so both targets cease being targets (352.14.h) without a division to choose.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ba1 | Probe Barrage     | A     | hand        |          |
      | zp1 | Probe Zap         | A     | hand        |          |
      | zp2 | Probe Zap         | A     | hand        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | u3  | Probe Footsoldier | B     | battlefield | bf2      |
      | brB | Probe Brute       | B     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 9, "power": {"fury": 3, "calm": 3}}}}
      """
    When A plays ba1 targeting u2, u3
    And A plays zp1 targeting brB
    And A plays zp2 targeting brB
    And all players pass priority
    And all players pass priority
    Then the state includes:
      | path           | value |
      | players.A.hand | []    |
    And the chain is:
      | id  |
      | ba1 |
    When all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | ba1 |
    And no damage_dealt event happened
    And the chain is empty
    And the objects are:
      | id | zone        | damage |
      | u2 | battlefield | 0      |
      | u3 | battlefield | 0      |

  @rule:riftbound:354.1 @rule:riftbound:353.2.a.2
  Scenario: [61] A spell's Power of its own domain and the Power of any domain that Deflect adds are paid together from one domain
    # Deflect's Power may be of any domain (735.1.c.1, outside the index), so with only Fury Power in the pool
    # both of Probe Bolt's Power costs are paid with Fury: 2 in all, and none is left.
    Given the objects:
      | id    | card            | owner | zone        | location |
      | dB    | Probe Deflector | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt      | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 2}}}}
      """
    When A plays bolt1 targeting dB
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 1      | {"fury": 2} |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.energy     | 0     |
      | players.A.rune_pool.power.fury | 0     |

  @rule:riftbound:352.8.b
  Scenario: [62] A unit a player controls but doesn't own is friendly to them, and moved to base it goes to their base
    # "Friendly" is what the player controls; no player may control an object in another player's base (106.2.d,
    # outside the index), so the unit A controls goes to A's base, not to B's, and stays A's.
    Given the objects:
      | id  | card              | owner | controller | zone        | location |
      | u2  | Probe Footsoldier | B     | A          | battlefield | bf1      |
      | fb1 | Probe Fallback    | A     | A          | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays fb1 targeting u2
    And all players pass priority
    Then the objects are:
      | id | zone | controller |
      | u2 | base | A          |
    And the state includes:
      | path           | value  |
      | players.A.base | ["u2"] |
      | players.B.base | []     |

  @rule:riftbound:353.2.b.1
  Scenario: [63] A unit played paying its Accelerate cost costs 1 Energy and 1 Power of its domain more and enters ready
    # Accelerate (731, outside the index) is an optional additional cost of [1] and a Power of the unit's
    # domain; paid, the unit enters ready instead of exhausted.
    Given the objects:
      | id  | card           | owner | zone |
      | sp1 | Probe Sprinter | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3, "power": {"fury": 1}}}}
      """
    When A plays sp1 paying Accelerate
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 3      | {"fury": 1} |
    And the objects are:
      | id  | zone | exhausted |
      | sp1 | base | false     |

  @rule:riftbound:352.8.a @rule:riftbound:352.8.b
  Scenario: [64] A spell that chooses a unit can choose neither a battlefield nor a player
    Given the objects:
      | id  | card      | owner | zone |
      | zp1 | Probe Zap | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zp1 targeting bf2
    Then the action is rejected as invalid_target
    When A plays zp1 targeting B
    Then the action is rejected as invalid_target

  @rule:riftbound:322.4
  Scenario: [65] A unit dealt lethal damage at a battlefield dies from the battlefield into its owner's trash
    # u2 is B's card that A controls: it dies from bf1 and is placed in B's trash, not A's.
    Given the objects:
      | id    | card              | owner | controller | zone        | location |
      | u2    | Probe Footsoldier | B     | A          | battlefield | bf1      |
      | bolt1 | Probe Bolt        | A     | A          | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}}}
      """
    When A plays bolt1 targeting u2
    And all players pass priority
    Then the events include, in order:
      | moment | type         | target | object | from        | to    |
      |        | damage_dealt | u2     |        |             |       |
      | death  | killed       |        | u2     |             |       |
      | death  | zone_changed |        | u2     | battlefield | trash |
    And the state includes:
      | path            | value  |
      | players.B.trash | ["u2"] |

  @rule:riftbound:353.4.a
  Scenario: [66] Of two units with the same discount "while I'm at a battlefield", only the one at a battlefield discounts
    # Probe Apprentice: spells cost [1] less, to a minimum of [1], while it is at a battlefield. ap1 in the
    # base gives nothing and takes nothing away from ap2's discount: Probe Insight costs 1.
    Given the objects:
      | id   | card             | owner | zone        | location |
      | ap1  | Probe Apprentice | A     | base        |          |
      | ap2  | Probe Apprentice | A     | battlefield | bf1      |
      | ins1 | Probe Insight    | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays ins1
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |

  @rule:riftbound:356.3.e.13 @edition:riftbound:1.3
  Scenario: [67] A spell that draws cards equal to the Might its target had draws none for a unit of Might 0
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | bs1    | Probe Bastion     | A     | base      |
      | hv1    | Probe Harvest     | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays hv1 targeting bs1
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | bs1    |     |
      | resolve | resolved |        | hv1 |
    And no drew event happened

  @rule:riftbound:353.1.c @rule:riftbound:353.2.b.1 @edition:riftbound:1.3
  Scenario: [68] A card an effect plays ignoring its cost still offers its optional additional cost, and paying it buys its "if you do"
    # Probe Wellspring plays Probe Keeper from the top of A's deck ignoring its cost, then draws 1 (deckA2). The
    # Keeper's play then goes on: its optional [C] is not part of the cost ignored, so A is asked, pays 1 Power
    # and draws deckA3.
    Given the objects:
      | id     | card              | owner | zone      |
      | kp1    | Probe Keeper      | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | deckA3 | Probe Footsoldier | A     | main_deck |
      | ws1    | Probe Wellspring  | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A plays ws1
    And all players pass priority
    Then A must choose optional cost:
      | source  | kp1                |
      | options | ["pay", "decline"] |
    When A chooses pay
    Then the events include, in order:
      | type | player | energy | power       | card   |
      | paid | A      | 0      | {"mind": 1} |        |
      | drew | A      |        |             | deckA3 |
    And the objects are:
      | id     | zone |
      | kp1    | base |
      | deckA2 | hand |
      | deckA3 | hand |

  @rule:riftbound:322.4 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [69] A unit dealt lethal damage in its base dies from the base into its owner's trash
    # The place of origin of a killed unit is where it was (415.2, outside the index): here B's base, not a
    # battlefield.
    Given the objects:
      | id  | card              | owner | zone |
      | u2  | Probe Footsoldier | B     | base |
      | zp1 | Probe Zap         | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zp1 targeting u2
    And all players pass priority
    Then the events include, in order:
      | moment | type         | target | object | from | to    |
      |        | damage_dealt | u2     |        |      |       |
      | death  | killed       |        | u2     |      |       |
      | death  | zone_changed |        | u2     | base | trash |
    And the state includes:
      | path            | value  |
      | players.B.trash | ["u2"] |

  @rule:riftbound:352.13 @edition:riftbound:1.3
  Scenario: [70] Split damage among "up to" that many units may choose none: the spell is played without targets and deals nothing
    # Probe Barrage splits damage equal to the cards in A's hand among up to that many units: choosing zero is
    # allowed (352.13), even with two cards in hand and units to choose from.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ba1 | Probe Barrage     | A     | hand        |          |
      | h1  | Probe Footsoldier | A     | hand        |          |
      | h2  | Probe Footsoldier | A     | hand        |          |
      | u2  | Probe Brute       | B     | battlefield | bf2      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays ba1
    Then the chain is:
      | id  | targets |
      | ba1 | []      |
    When all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | ba1 |
    And no damage_dealt event happened

  @rule:riftbound:352.8.b @edition:riftbound:1.3
  Scenario: [71] A spell that moves "a friendly unit at a battlefield" refuses an enemy unit there and a friendly unit in base
    # Probe Fallback: "Move a friendly unit at a battlefield to its base." Both of the card's restrictions hold
    # for a valid target: B's unit at a battlefield is not friendly, and A's unit in base is at no battlefield.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | uA  | Probe Footsoldier | A     | battlefield | bf1      |
      | uA2 | Probe Footsoldier | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
      | fb1 | Probe Fallback    | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays fb1 targeting uB
    Then the action is rejected as invalid_target
    When A plays fb1 targeting uA2
    Then the action is rejected as invalid_target
    And the chain is empty
    When A plays fb1 targeting uA
    Then the chain is:
      | id  | targets |
      | fb1 | ["uA"]  |

  @rule:riftbound:391.2 @edition:riftbound:1.3
  Scenario: [72] Deflect does not raise the cost of its own controller's activated abilities
    # As for spells (353.2.a.2): only a unit an opponent controls adds its Deflect to the cost.
    Given the objects:
      | id  | card            | owner | zone        | location |
      | ca1 | Probe Catapult  | A     | base        |          |
      | dA  | Probe Deflector | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A activates ca1 targeting dA
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 1      | {}    |
    And the chain is:
      | id    | targets |
      | ca1#1 | ["dA"]  |

  @rule:riftbound:353.4.b @edition:riftbound:1.3
  Scenario: [73] A discount by the highest Might among your units is nothing when that Might is 0
    # Probe Skyfall ([3]) costs [3] less the highest Might among A's units: A's only unit, Probe Bastion, has 0
    # Might, so it still costs 3, which 2 Energy can't pay.
    Given the objects:
      | id  | card          | owner | zone |
      | sk1 | Probe Skyfall | A     | hand |
      | ba1 | Probe Bastion | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays sk1
    Then the action is rejected as cannot_pay
    And the objects are:
      | id  | zone |
      | sk1 | hand |

  @rule:riftbound:353.2.b.1
  Scenario: [74] A unit can't be played paying its Accelerate cost without the Power of its domain: the play is refused and the card stays in hand
    # Probe Sprinter costs 2 Energy; Accelerate adds [1] and a Power of its domain (731, outside the index). A's
    # pool has Energy but no Power: paying Accelerate is refused as a whole, and without it the unit is played
    # and enters exhausted.
    Given the objects:
      | id  | card           | owner | zone |
      | sp1 | Probe Sprinter | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays sp1 paying Accelerate
    Then the action is rejected as cannot_pay
    And no zone_changed event happened
    And the objects are:
      | id  | zone |
      | sp1 | hand |
    When A plays sp1
    Then the objects are:
      | id  | zone | exhausted |
      | sp1 | base | true      |

  @rule:riftbound:353.3 @edition:riftbound:1.3
  Scenario: [75] Two opponents' cost increases add up: each makes the spell cost 1 more
    Given the objects:
      | id   | card          | owner | zone |
      | wd1  | Probe Warden  | B     | base |
      | wd2  | Probe Warden  | B     | base |
      | ins1 | Probe Insight | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4}}}
      """
    When A plays ins1
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 4      |

  @rule:riftbound:353.4 @rule:riftbound:353.4.c
  Scenario: [76] Each "to a minimum of [1]" discount takes off its own [1]: two Apprentices at battlefields make a [4] spell cost [2]
    # Probe Apprentice: spells cost [1] less, to a minimum of [1], while it is at a battlefield. Probe Cataclysm
    # costs 4: one Apprentice makes it 3, the other 2 (the minimum limits only each discount's own step).
    Given the objects:
      | id  | card             | owner | zone        | location |
      | ap1 | Probe Apprentice | A     | battlefield | bf1      |
      | ap2 | Probe Apprentice | A     | battlefield | bf1      |
      | ca1 | Probe Cataclysm  | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays ca1
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 2      |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |

  @rule:riftbound:353.2.a.2 @rule:riftbound:354.1 @edition:riftbound:1.3
  Scenario: [77] The Power of any domain that Deflect adds may come from the domain the spell's own Power cost takes: both are paid
    # Probe Bolt costs 1 Energy and 1 fury Power; choosing B's Probe Deflector adds 1 Power of any domain. A's
    # pool holds 2 fury Power and nothing else: the total cost takes both.
    Given the objects:
      | id  | card            | owner | zone        | location |
      | dB  | Probe Deflector | B     | battlefield | bf2      |
      | bo1 | Probe Bolt      | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 2}}}}
      """
    When A plays bo1 targeting dB
    Then the events include, in order:
      | type       | id  | player | energy | power       |
      | chain_push | bo1 |        |        |             |
      | paid       |     | A      | 1      | {"fury": 2} |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.power.fury | 0     |
      | players.A.rune_pool.energy     | 0     |

  @rule:riftbound:391.3 @edition:riftbound:1.3
  Scenario: [78] A player's own cost increase for opponents does not raise their own activated ability's cost
    # Probe Warden taxes the abilities of its controller's opponents only: A's Catapult ([1], [E]) costs A 1.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ca1 | Probe Catapult    | A     | base        |          |
      | wd1 | Probe Warden      | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A activates ca1 targeting uB
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 1      | {}    |
    And the chain is:
      | id    | targets |
      | ca1#1 | ["uB"]  |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |

  @rule:riftbound:392.1 @rule:riftbound:392.2 @edition:riftbound:1.3
  Scenario: [79] While deciding to pay a triggered ability's cost, its controller may add Energy with a rune's Reaction ability to pay it
    # Probe Tithe: "When you play me, you may pay [1]. If you do, draw 1." Playing it spends A's 2 Energy; A adds
    # [1] with the rune's "[E]: [Reaction] Add [1]" while the cost is asked (Add abilities with Reaction may be
    # used whenever a cost is being paid, 416.3, outside the index), then pays it.
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | ti1    | Probe Tithe       | A     | hand      |
      | runeA  | Probe Fury Rune   | A     | base      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ti1
    Then A must choose optional cost:
      | source  | ti1#1              |
      | options | ["pay", "decline"] |
    When A activates ability 0 of runeA
    Then A must choose optional cost:
      | source | ti1#1 |
    When A chooses pay
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | A      | deckA1 |

  @rule:riftbound:353.2.b.1
  Scenario: [80] A card without Accelerate can't be played paying Accelerate: it has no such optional cost
    # Only a card whose own text (or another card's) offers an optional additional cost lets the player choose
    # to pay it; Probe Footsoldier has no Accelerate (731, outside the index), so the play is refused and the
    # card stays in hand. Played without it, it enters exhausted.
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3, "power": {"fury": 1}}}}
      """
    When A plays f1 paying Accelerate
    Then the action is rejected
    And the objects are:
      | id | zone |
      | f1 | hand |
    When A plays f1
    Then the objects are:
      | id | zone | exhausted |
      | f1 | base | true      |

  @rule:riftbound:354.1
  Scenario: [81] A card whose Energy cost is 0 is played with an empty rune pool
    # Probe Frostbite costs 0 (its "you may pay [2]" is declined here): the total cost is nothing, so an empty
    # pool pays it. Whether an engine reports paying nothing as a `paid` event is left open: nothing is spent.
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | fb1    | Probe Frostbite   | A     | hand      |
    When A plays fb1
    And A chooses decline
    Then the chain is:
      | id  | kind  | pending |
      | fb1 | spell | false   |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | A      | deckA1 |

  @rule:riftbound:352.14.e @edition:riftbound:1.3
  Scenario: [82] While a spell's damage is being divided, only a division of that spell's damage answers
    # Probe Barrage divides 3 (A's other cards in hand) between u2 and u3 as it resolves (352.14.e). Playing a card
    # is no answer to that decision (PROTOCOL-riftbound.md: wrong_decision), and a division said to be another
    # card's damage answers nothing either: the division stays A's to make.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ba1 | Probe Barrage     | A     | hand        |          |
      | h1  | Probe Footsoldier | A     | hand        |          |
      | h2  | Probe Footsoldier | A     | hand        |          |
      | h3  | Probe Footsoldier | A     | hand        |          |
      | u2  | Probe Brute       | B     | battlefield | bf2      |
      | u3  | Probe Brute       | B     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays ba1 targeting u2, u3
    And all players pass priority
    Then A must assign damage:
      | source  | ba1          |
      | amount  | 3            |
      | options | ["u2", "u3"] |
    When A plays h1
    Then the action is rejected as wrong_decision
    When A assigns the damage of h1:
      | target | amount |
      | u2     | 2      |
      | u3     | 1      |
    Then the action is rejected
    And A must assign damage:
      | source  | ba1          |
      | amount  | 3            |
      | options | ["u2", "u3"] |
    When A assigns the damage of ba1:
      | target | amount |
      | u2     | 2      |
      | u3     | 1      |
    Then the events include, in order:
      | moment | type         | source | target | amount |
      | split  | damage_dealt | ba1    | u2     | 2      |
      | split  | damage_dealt | ba1    | u3     | 1      |

  @rule:riftbound:352.8 @edition:riftbound:1.3
  Scenario: [83] A target that names nothing in the game is refused as an unknown object
    # zz9 is no object, battlefield or player of the game: PROTOCOL.md asks for unknown_object for an id the game
    # does not know. The spell stays in hand, and a real unit can still be chosen. With a spell on the chain, zz9
    # is still unknown (a chain item's id is a target, 352.8, but zz9 names none).
    Given the objects:
      | id   | card              | owner | zone        | location |
      | u2   | Probe Footsoldier | B     | battlefield | bf2      |
      | zap1 | Probe Zap         | A     | hand        |          |
      | zap2 | Probe Zap         | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays zap1 targeting zz9
    Then the action is rejected as unknown_object
    And the objects are:
      | id   | zone |
      | zap1 | hand |
    When A plays zap1 targeting u2
    Then the chain is:
      | id   | targets |
      | zap1 | ["u2"]  |
    When A plays zap2 targeting zz9
    Then the action is rejected as unknown_object

  @rule:riftbound:352.8 @edition:riftbound:1.3
  Scenario: [84] A spell that chooses a friendly unit at a battlefield can't choose an enemy unit or a unit in base
    # Probe Fallback moves "a friendly unit at a battlefield" to its base: B's unit at bf2 is not friendly to A,
    # and A's unit in its base is at no battlefield; A's unit at bf1 is both.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | uA1 | Probe Footsoldier | A     | battlefield | bf1      |
      | uA2 | Probe Footsoldier | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
      | fb1 | Probe Fallback    | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays fb1 targeting uB
    Then the action is rejected as invalid_target
    When A plays fb1 targeting uA2
    Then the action is rejected as invalid_target
    When A plays fb1 targeting uA1
    Then the chain is:
      | id  | targets |
      | fb1 | ["uA1"] |

  @rule:riftbound:352.8.a.2 @edition:riftbound:1.3
  Scenario: [85] An "ability" target may be a triggered ability on the chain, not a spell: countered, it never resolves
    # Probe Vanguard's attack trigger (deal 1 to an enemy unit here) is on the chain, under B's Probe Zap. B's
    # Probe Null Seal ("Counter an ability") can't choose the Zap, a spell, but chooses the trigger and counters
    # it: B's unit takes no damage from it (the Zap still deals its 2 to the Vanguard).
    Given the objects:
      | id    | card              | owner | zone        | location |
      | va1   | Probe Vanguard    | A     | base        |          |
      | uB    | Probe Footsoldier | B     | battlefield | bf2      |
      | seal1 | Probe Null Seal   | B     | base        |          |
      | zpB   | Probe Zap         | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"B": {"energy": 1}}}
      """
    When A moves va1 to bf2
    Then the chain is:
      | id    | kind      |
      | va1#1 | triggered |
    When A passes priority
    And B plays zpB targeting va1
    And B activates seal1 targeting zpB
    Then the action is rejected as invalid_target
    When B activates seal1 targeting va1#1
    And all players pass priority
    Then the events include, in order:
      | moment  | type      | id      |
      | resolve | countered | va1#1   |
    And these events did not happen:
      | type         | target |
      | damage_dealt | uB     |
    And the objects are:
      | id  | zone        | damage |
      | uB  | battlefield | 0      |

  @rule:riftbound:353.1.a @edition:riftbound:1.3
  Scenario: [86] Played ignoring its cost, a card with a Power cost costs no Power either
    # Probe Wellspring plays the top card of A's main deck ignoring its cost. Probe Ogre costs 3 Energy and 1 Body
    # Power: both are set to zero (353.1.a), so the Ogre enters although A has no Power at all (ignoring only its
    # Energy cost, Probe Overflow's Ogre could not be paid: [32]).
    Given the objects:
      | id     | card              | owner | zone      |
      | og1    | Probe Ogre        | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | ws1    | Probe Wellspring  | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ws1
    And all players pass priority
    Then the events include, in order:
      | type         | id  | object | from  | to   |
      | resolved     | ws1 |        |       |      |
      | zone_changed |     | og1    | chain | base |
    And the objects are:
      | id  | zone |
      | og1 | base |
    And the state includes:
      | path                | value |
      | players.A.main_deck | []    |

  @rule:riftbound:356.3.e.4 @rule:riftbound:356.3.e.8 @edition:riftbound:1.3
  Scenario: [87] Of two targets, one that went to a hand and was played again is no longer chosen; the other is still hit
    # A's Volley chooses rg and u3 at bf2. B's Recall returns rg to B's hand and B plays it again to bf2: a new
    # object, no longer the Volley's target although it is again a unit at a battlefield (356.3.e.4). The Volley
    # still deals its 2 to u3, the target that stayed (356.3.e.8), and none to the new rg.
    Given the objects:
      | id   | card               | owner | zone        | location |
      | rg   | Probe Reflex Guard | B     | battlefield | bf2      |
      | u3   | Probe Brute        | B     | battlefield | bf2      |
      | vol1 | Probe Volley       | A     | hand        |          |
      | rc1  | Probe Recall       | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}, "B": {"energy": 3}}}
      """
    When A plays vol1 targeting rg, u3
    And A passes priority
    And B plays rc1 targeting rg
    And all players pass priority
    Then the objects are:
      | id | zone |
      | rg | hand |
    When A passes priority
    And B plays rg to bf2
    Then the objects are:
      | id | zone        | location |
      | rg | battlefield | bf2      |
    When all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | vol1   | u3     | 2      |
    And these events did not happen:
      | type         | target |
      | damage_dealt | rg     |
    And the objects are:
      | id | damage |
      | rg | 0      |
      | u3 | 2      |

  @rule:riftbound:356.3.e.6 @edition:riftbound:1.3
  Scenario: [88] A spell that gains control of a unit its player already controls changes no control
    # Probe Turncoat: "Gain control of a unit at a battlefield". A chooses A's own u1 at bf1: when it resolves there
    # is no control to gain (356.3.e.6), so no unit changes controller and none is reported as changing.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf1      |
      | tc1 | Probe Turncoat    | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays tc1 targeting u1
    And all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | tc1 |
    And no unit_control_changed event happened
    And the objects are:
      | id  | zone        | location | controller |
      | u1  | battlefield | bf1      | A          |
      | tc1 | trash       |          |            |

  @rule:riftbound:353.2.b.1 @rule:riftbound:353.2 @rule:riftbound:354.1 @edition:riftbound:1.3
  Scenario: [89] An optional additional cost of [2] is paid as 2 Energy, not as Power of the card's domain
    # Probe Frostbite (calm, cost 0): "As you play this, you may pay [2] as an additional cost. Draw 1. If you paid
    # the additional cost, draw 1 more." A chooses to pay: the total cost is the 2 Energy the text names (353.2,
    # 353.2.b.1), so A's calm Power is left alone, and A draws 2.
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | fb1    | Probe Frostbite   | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"calm": 1}}}}
      """
    When A plays fb1
    Then A must choose optional cost
    When A chooses pay
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 2      |
    And the state includes:
      | path                          | value |
      | players.A.rune_pool.energy    | 0     |
      | players.A.rune_pool.power.calm | 1    |
    When all players pass priority
    Then the events include, in order:
      | type     | id  | player | card   |
      | drew     |     | A      | deckA1 |
      | drew     |     | A      | deckA2 |
      | resolved | fb1 |        |        |

  @rule:riftbound:353.4 @rule:riftbound:353.4.b @rule:riftbound:353.4.c @edition:riftbound:1.3
  Scenario: [90] "Cards you play cost [1] less" takes [1] off a unit, and with a "to a minimum of [1]" discount applied first makes a [2] spell free
    # Probe Haggler: "Cards you play cost [1] less." Probe Footsoldier costs [2]: A pays 1. Probe Insight costs
    # [2]; Probe Apprentice at a battlefield takes [1] off spells, to a minimum of [1]. In the order best for A
    # (353.4) the Apprentice's discount goes first (2 to 1), then the Haggler's (1 to 0): A plays it with no
    # Energy left, and nothing is paid.
    Given the objects:
      | id     | card              | owner | zone        | location |
      | hg1    | Probe Haggler     | A     | base        |          |
      | ap1    | Probe Apprentice  | A     | battlefield | bf1      |
      | f1     | Probe Footsoldier | A     | hand        |          |
      | ins1   | Probe Insight     | A     | hand        |          |
      | deckA1 | Probe Footsoldier | A     | main_deck   |          |
      | deckA2 | Probe Footsoldier | A     | main_deck   |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays f1
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |
    When A plays ins1
    Then the chain is:
      | id   |
      | ins1 |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | A      | deckA1 |
      | drew | A      | deckA2 |
