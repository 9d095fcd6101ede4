@edition:riftbound:1.2
Feature: RB10 - Playing cards

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
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:347.1 @rule:riftbound:376 @rule:riftbound:376.1 @rule:riftbound:376.2 @rule:riftbound:376.2.a @rule:riftbound:376.2.b @rule:riftbound:376.2.c @rule:riftbound:376.4 @rule:riftbound:376.4.a @rule:riftbound:376.4.a.1 @rule:riftbound:376.4.a.2 @rule:riftbound:376.4.a.3 @rule:riftbound:352.4.b @rule:riftbound:376.3 @edition:riftbound:1.3
  Scenario: [1] A unit's play trigger goes on the chain only once the unit has been played and is on the board
    Given the objects:
      | id | card         | owner | zone |
      | h1 | Probe Herald | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays h1
    Then the events include, in order:
      | type         | id   | object | to   |
      | resolved     | h1   |        |      |
      | chain_push   | h1#1 |        |      |
    And the events include, in order:
      | type         | id   | object | to   |
      | zone_changed |      | h1     | base |
      | chain_push   | h1#1 |        |      |
    And the chain is:
      | id   | kind      | source | controller |
      | h1#1 | triggered | h1     | A          |
    And no drew event happened
    When all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | h1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:348.2 @rule:riftbound:356.3 @rule:riftbound:356.3.a @rule:riftbound:356.3.c @rule:riftbound:356.3.d @edition:riftbound:1.3
  Scenario: [2] A spell stays on the chain so others may react, then does what it says and goes to its owner's trash
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ins1
    And A passes priority
    Then B has priority
    And the chain is:
      | id   |
      | ins1 |
    When B passes priority
    Then the events include, in order:
      | type | player |
      | drew | A      |
      | drew | A      |
    And the state includes:
      | path            | value     |
      | players.A.trash | ["ins1"]  |
      | objects.ins1.zone | trash   |
    And the players are:
      | player | hand_count | main_deck_count |
      | A      | 2          | 1               |

  @rule:riftbound:352 @rule:riftbound:352.1 @rule:riftbound:352.4 @rule:riftbound:352.6 @rule:riftbound:352.8 @rule:riftbound:352.8.b @rule:riftbound:352.10.d.2 @rule:riftbound:352.8.a @rule:riftbound:355.1 @edition:riftbound:1.3
  Scenario: [3] A spell's target is chosen as it is played, and recorded on the chain even when it is the only legal one
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}}}
      """
    When A plays bolt1 targeting u2
    Then the chain is:
      | id    | targets |
      | bolt1 | ["u2"]  |

  @rule:riftbound:352.8.b @rule:riftbound:355 @rule:riftbound:355.1 @rule:riftbound:355.3 @edition:riftbound:1.3
  Scenario: [4] A target that does not meet the spell's restriction is refused and the play is undone
    Given the objects:
      | id    | card              | owner | zone |
      | u2    | Probe Footsoldier | B     | base |
      | bolt1 | Probe Bolt        | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}}}
      """
    When A plays bolt1 targeting u2
    Then the action is rejected as invalid_target
    And the objects are:
      | id    | zone |
      | bolt1 | hand |
    And the chain is empty

  @rule:riftbound:352.7 @edition:riftbound:1.3
  Scenario: [5] A spell that needs a target cannot be played without one
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | u3    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}}}
      """
    When A plays bolt1
    Then the action is rejected
    And the chain is empty
    # "a unit" is one target: two units are not a valid choice for it either.
    When A plays bolt1 targeting u2, u3
    Then the action is rejected
    And the chain is empty

  @rule:riftbound:352.8.a @rule:riftbound:352.8.a.1 @edition:riftbound:1.3
  Scenario: [6] A "unit" target must be on the board, not in a hand
    Given the objects:
      | id   | card              | owner | zone |
      | hB   | Probe Footsoldier | B     | hand |
      | zap1 | Probe Zap         | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zap1 targeting hB
    Then the action is rejected

  @rule:riftbound:352.8.a.2 @rule:riftbound:352.8.c @edition:riftbound:1.3
  Scenario: [7] A "spell" target must be a spell on the chain, and a spell cannot target itself
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | neg1 | Probe Negate      | B     | hand |
      | u1   | Probe Footsoldier | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}, "B": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A plays ins1
    And A passes priority
    And B plays neg1 targeting u1
    Then the action is rejected
    When B plays neg1 targeting neg1
    Then the action is rejected
    When B plays neg1 targeting ins1
    Then the chain is:
      | id   | targets  |
      | neg1 | ["ins1"] |
      | ins1 | []       |

  @rule:riftbound:352.2 @rule:riftbound:352.2.a @edition:riftbound:1.3
  Scenario: [8] A unit may be played to its controller's base or to a battlefield they control
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
      | f2 | Probe Footsoldier | A     | hand |
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4}}}
      """
    When A plays f1 to base
    And A plays f2 to bf1
    Then the objects are:
      | id | zone        | location | exhausted |
      | f1 | base        | base     | true      |
      | f2 | battlefield | bf1      | true      |

  @rule:riftbound:352.2.a @edition:riftbound:1.3
  Scenario: [9] A unit cannot be played to a battlefield its controller does not control
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays f1 to bf2
    Then the action is rejected as invalid_target
    When A plays f1 to bf3
    Then the action is rejected as invalid_target

  @rule:riftbound:353 @rule:riftbound:353.6 @rule:riftbound:354 @rule:riftbound:354.1 @edition:riftbound:1.3
  Scenario: [10] Playing a card pays its Energy and Power costs from the rune pool
    # Any card with both costs will do: a vanilla unit costing 3 Energy and 1 Body Power.
    Given the objects:
      | id    | card       | owner | zone |
      | ogre1 | Probe Ogre | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 4, "power": {"body": 2}}}}
      """
    When A plays ogre1
    Then the events include, in order:
      | type       | id    | player | energy | power       |
      | chain_push | ogre1 |        |        |             |
      | paid       |       | A      | 3      | {"body": 1} |
    And the state includes:
      | path                           | value |
      | players.A.rune_pool.energy     | 1     |
      | players.A.rune_pool.power.body | 1     |

  @rule:riftbound:354.1 @edition:riftbound:1.3
  Scenario: [11] A card whose cost cannot be paid cannot be played
    # Vanilla units: the Ogre's 3 Energy is there but not its Body Power; the Brute's 4 Energy is not there.
    Given the objects:
      | id    | card        | owner | zone |
      | ogre1 | Probe Ogre  | A     | hand |
      | br1   | Probe Brute | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A plays ogre1
    Then the action is rejected as cannot_pay
    When A plays br1
    Then the action is rejected as cannot_pay
    And the objects are:
      | id  | zone |
      | br1 | hand |

  @rule:riftbound:356.2.d @edition:riftbound:1.3
  Scenario: [12] Gear enters the board ready at its controller's base
    Given the objects:
      | id   | card        | owner | zone |
      | rel1 | Probe Relic | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays rel1
    Then the objects are:
      | id   | zone | location | exhausted |
      | rel1 | base | base     | false     |
    And the chain is empty

  @rule:riftbound:356.3.e.1 @rule:riftbound:356.3.e.2 @rule:riftbound:356.3.e.5 @rule:riftbound:356.3.e.6 @rule:riftbound:356.3.e.7 @rule:riftbound:356.3.e.9 @rule:riftbound:356.3.e.10 @edition:riftbound:1.3
  Scenario: [13] A spell whose only target has left the board still resolves, does nothing, and goes to the trash
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
      | zap1  | Probe Zap         | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}, "B": {"energy": 1}}}
      """
    When A plays bolt1 targeting u2
    And A passes priority
    And B plays zap1 targeting u2
    And all players pass priority
    Then the events include, in order:
      | type     | id   | object |
      | resolved | zap1 |        |
      | killed   |      | u2     |
    And A has priority
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bolt1 |
    And the events include, in order:
      | type         | object | from  | to    |
      | zone_changed | bolt1  | chain | trash |
    And no damage_dealt event happened
    And no countered event happened
    And the state includes:
      | path              | value     |
      | objects.bolt1.zone | trash    |
      | players.A.trash   | ["bolt1"] |

  @rule:riftbound:347.1 @edition:riftbound:1.3
  Scenario: [14] A countered spell was never played and has no effect
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
      | neg1 | Probe Negate  | B     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}, "B": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A plays ins1
    And A passes priority
    And B plays neg1 targeting ins1
    And all players pass priority
    Then the events include, in order:
      | type      | id   |
      | resolved  | neg1 |
    And the events include, in order:
      | type         | id   | object | from  | to    |
      | countered    | ins1 |        |       |       |
      | zone_changed |      | ins1   | chain | trash |
    And no drew event happened
    And the state includes:
      | path              | value |
      | objects.ins1.zone | trash |
    And the chain is empty

  @rule:riftbound:352.8.b @edition:riftbound:1.3
  Scenario: [15] A spell that targets a unit can't target a gear or a rune on the board, a battlefield or a player
    Given the objects:
      | id     | card              | owner | zone |
      | rel1   | Probe Relic       | B     | base |
      | runeB1 | Probe Calm Rune   | B     | base |
      | u2     | Probe Footsoldier | B     | base |
      | zap1   | Probe Zap         | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays zap1 targeting rel1
    Then the action is rejected as invalid_target
    When A plays zap1 targeting runeB1
    Then the action is rejected as invalid_target
    When A plays zap1 targeting bf2
    Then the action is rejected as invalid_target
    When A plays zap1 targeting B
    Then the action is rejected as invalid_target
    When A plays zap1 targeting u2
    Then the chain is:
      | id   | targets |
      | zap1 | ["u2"]  |

  @rule:riftbound:352.8.b @edition:riftbound:1.3
  Scenario: [16] A spell that chooses a unit you control accepts a friendly unit and refuses an opponent's unit
    # Probe Recall: "Return a unit you control to its owner's hand."
    Given the objects:
      | id  | card              | owner | zone |
      | uA  | Probe Footsoldier | A     | base |
      | uB  | Probe Footsoldier | B     | base |
      | rc1 | Probe Recall      | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays rc1 targeting uB
    Then the action is rejected as invalid_target
    And the objects are:
      | id  | zone |
      | rc1 | hand |
    And the chain is empty
    When A plays rc1 targeting uA
    Then the chain is:
      | id  | targets |
      | rc1 | ["uA"]  |
    When all players pass priority
    Then the events include, in order:
      | type         | object | from | to   |
      | zone_changed | uA     | base | hand |
    And the state includes:
      | path           | value  |
      | players.A.hand | ["uA"] |

  @rule:riftbound:354.1 @edition:riftbound:1.3
  Scenario: [17] Playing a gear pays its Energy cost; a gear whose cost can't be paid can't be played
    # Probe Quill (a gear) costs 2 Energy: the first spends the pool's 2 Energy, so the second can't be paid.
    Given the objects:
      | id     | card        | owner | zone |
      | quill1 | Probe Quill | A     | hand |
      | quill2 | Probe Quill | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays quill1
    Then the events include, in order:
      | type       | id     | player | energy |
      | chain_push | quill1 |        |        |
      | paid       |        | A      | 2      |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |
    When A plays quill2
    Then the action is rejected as cannot_pay
    And the objects are:
      | id     | zone |
      | quill2 | hand |

  @rule:riftbound:347 @edition:riftbound:1.3
  Scenario: [18] A player plays only their own cards, and not from their trash
    # A player uses their own cards (347); a card is played from its owner's hand, so A's card in A's trash and
    # B's card in B's hand are both refused, while A's copy in hand is played.
    Given the objects:
      | id  | card              | owner | zone  |
      | fsT | Probe Footsoldier | A     | trash |
      | fsB | Probe Footsoldier | B     | hand  |
      | fsA | Probe Footsoldier | A     | hand  |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays fsT
    Then the action is rejected
    When A plays fsB
    Then the action is rejected
    And the objects are:
      | id  | zone  |
      | fsT | trash |
      | fsB | hand  |
    When A plays fsA
    Then the events include, in order:
      | type         | object | from |
      | zone_changed | fsA    | hand |

  @rule:riftbound:352.2.a @edition:riftbound:1.3
  Scenario: [19] A unit may be played to its controller's base named as its location
    # The base is a valid location by default: choosing it explicitly is the same as the default choice.
    Given the objects:
      | id  | card              | owner | zone |
      | fsA | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays fsA to base
    And all players pass priority
    Then the objects are:
      | id  | zone | location |
      | fsA | base | base     |

  @rule:riftbound:354.1 @edition:riftbound:1.3
  Scenario: [20] Power in the rune pool does not pay an Energy cost
    # A's pool holds Power and no Energy (a setup pool's Energy defaults to 0, PROTOCOL-riftbound.md): Probe
    # Urchin's 1 Energy can't be paid.
    Given the objects:
      | id  | card         | owner | zone |
      | ur1 | Probe Urchin | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"power": {"chaos": 2}}}}
      """
    When A plays ur1
    Then the action is rejected as cannot_pay
    And the objects are:
      | id  | zone |
      | ur1 | hand |

  @rule:riftbound:356.2.d @edition:riftbound:1.3
  Scenario: [21] A gear enters at its controller's base: playing it to a battlefield, even one they control, is refused
    Given the objects:
      | id     | card        | owner | zone |
      | quill1 | Probe Quill | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays quill1 to bf1
    Then the action is rejected as invalid_target
    And the objects are:
      | id     | zone |
      | quill1 | hand |
    # Its base is where a gear goes: naming it is accepted (the play's location defaults to "base").
    When A plays quill1 to base
    And all players pass priority
    Then the objects are:
      | id     | zone | location |
      | quill1 | base | base     |

  @rule:riftbound:352.2.a @edition:riftbound:1.3
  Scenario: [22] A unit is played to a location of the game: one that names no battlefield is refused
    # An id that names nothing in the game: PROTOCOL-riftbound.md asks for unknown_object.
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    When A plays f1 to bf7
    Then the action is rejected as unknown_object
    And the objects are:
      | id | zone |
      | f1 | hand |

  @rule:riftbound:353.2.b.1 @edition:riftbound:1.3
  Scenario: [23] While a card is being played its optional cost must be chosen: playing another card meanwhile is refused
    # Probe Keeper's optional additional cost is asked as the card is played (353.2.b.1); the play is not over,
    # so playing the Footsoldier answers nothing (PROTOCOL-riftbound.md: wrong_decision) and the question stays.
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA4 | Probe Footsoldier | A     | main_deck |
      | kp1    | Probe Keeper      | A     | hand      |
      | f1     | Probe Footsoldier | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A plays kp1
    Then A must choose optional cost:
      | source  | kp1                |
      | options | ["pay", "decline"] |
    When A plays f1
    Then the action is rejected as wrong_decision
    And A must choose optional cost:
      | source | kp1 |
    When A chooses decline
    Then the objects are:
      | id  | zone |
      | kp1 | base |
      | f1  | hand |

  @rule:riftbound:351 @edition:riftbound:1.3
  Scenario: [24] A Chosen Champion is played from the Champion Zone like a card from the hand; a legend is never played
    # The Champion Zone holds the Chosen Champion, which may be played from there as normal (107.2.c, outside the
    # index; here a Footsoldier stands in for it). A legend stays in the Legend Zone: it is not a card anyone
    # plays (132.6.b.1). Nor is a rune, even one in the hand: runes are channeled, never played. An id that names
    # no object of the game is unknown_object (PROTOCOL.md).
    Given the objects:
      | id  | card              | owner | zone          |
      | ch1 | Probe Footsoldier | A     | champion_zone |
      | lg1 | Probe Legend      | A     | legend_zone   |
      | rn1 | Probe Fury Rune   | A     | hand          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays lg1
    Then the action is rejected
    When A plays rn1
    Then the action is rejected
    When A plays zz9
    Then the action is rejected as unknown_object
    When A plays ch1
    And all players pass priority
    Then the objects are:
      | id  | zone        | location |
      | ch1 | base        | base     |
      | lg1 | legend_zone |          |
      | rn1 | hand        |          |
    And the state includes:
      | path                    | value |
      | players.A.champion_zone | []    |

  @rule:riftbound:352.8.a.2 @rule:riftbound:352.8.b @edition:riftbound:1.3
  Scenario: [25] A "spell" target cannot be an ability on the chain
    # Probe Vanguard's attack trigger is on the chain: it is an ability, so Probe Negate ("Counter a spell") cannot
    # target it.
    Given the objects:
      | id   | card              | owner | zone        | location |
      | va1  | Probe Vanguard    | A     | base        |          |
      | uB   | Probe Footsoldier | B     | battlefield | bf2      |
      | neg1 | Probe Negate      | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"B": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A moves va1 to bf2
    Then the chain is:
      | id    | kind      |
      | va1#1 | triggered |
    And A has priority
    When A passes priority
    And B plays neg1 targeting va1#1
    Then the action is rejected
