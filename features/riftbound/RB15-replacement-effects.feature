@edition:riftbound:1.2
Feature: RB15 - Replacement effects

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
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 9, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 9, "power": {"fury": 2, "mind": 1}}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:366 @rule:riftbound:366.1 @rule:riftbound:367 @rule:riftbound:365 @edition:riftbound:1.3
  Scenario: [1] A replacement effect changes a death as it happens: the Hourglass dies instead and the unit is recalled exhausted
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | gA  | Probe Footsoldier | A     | battlefield | bf3      |
      | cu1 | Probe Cull        | A     | hand        |          |
    When A plays cu1 targeting gA
    And all players pass priority
    Then the events include, in order:
      | type     | object | from |
      | killed   | hg1    |      |
      | recalled | gA     | bf3  |
    And these events did not happen:
      | type   | object |
      | killed | gA     |
    And the objects are:
      | id  | zone  | location | exhausted |
      | gA  | base  | base     | true      |
      | hg1 | trash | none     | false     |

  @rule:riftbound:366 @edition:riftbound:1.3
  Scenario: [2] A replacement effect applies only to the events it names: the Hourglass does not save an enemy unit
    Given the objects:
      | id  | card              | owner | zone        | location |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | fB  | Probe Footsoldier | B     | battlefield | bf2      |
      | cu1 | Probe Cull        | A     | hand        |          |
    When A plays cu1 targeting fB
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | fB     |
    And the objects are:
      | id  | zone  |
      | fB  | trash |
      | hg1 | base  |

  @rule:riftbound:368 @rule:riftbound:312.1.b @edition:riftbound:1.3
  Scenario: [3] Two replacement effects on damage to a unit: its owner orders them (doubling first, then 1 less: the unit dies)
    Given the objects:
      | id  | card            | owner | zone        | location |
      | ae1 | Probe Aegis     | B     | base        |          |
      | am1 | Probe Amplifier | A     | base        |          |
      | tB  | Probe Taunter   | B     | battlefield | bf2      |
      | zp1 | Probe Zap       | A     | hand        |          |
      | zp2 | Probe Zap       | A     | hand        |          |
    When A plays zp1 targeting tB
    And all players pass priority
    Then B must choose replacement:
      | options | ["ae1", "am1"] |
    And no player has priority
    When A plays zp2 targeting tB
    Then the action is rejected
    When B chooses am1
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | tB     | 3      |
    And the events include, in order:
      | type   | object |
      | killed | tB     |

  @rule:riftbound:368 @edition:riftbound:1.3
  Scenario: [4] Two replacement effects on damage to a unit, the other order: 1 less first, then doubled, and the unit survives
    Given the objects:
      | id  | card            | owner | zone        | location |
      | ae1 | Probe Aegis     | B     | base        |          |
      | am1 | Probe Amplifier | A     | base        |          |
      | tB  | Probe Taunter   | B     | battlefield | bf2      |
      | zp1 | Probe Zap       | A     | hand        |          |
    When A plays zp1 targeting tB
    And all players pass priority
    And B chooses ae1
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | tB     | 2      |
    And no killed event happened
    And the objects are:
      | id | zone        | damage |
      | tB | battlefield | 2      |

  @rule:riftbound:368.1 @rule:riftbound:366 @edition:riftbound:1.3
  Scenario: [5] Two replacement effects on a player's points: that player orders them, not the effects' controller
    Given the objects:
      | id  | card              | owner | zone |
      | wd1 | Probe War Drum    | B     | base |
      | mz1 | Probe Muzzle      | B     | base |
      | u1  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    Then A must choose replacement:
      | options | ["wd1", "mz1"] |
    When A chooses wd1
    Then the events include, in order:
      | moment | type           | player | battlefield | method  | amount | points |
      | score  | points_scored  | A      | bf1         | conquer |        |        |
      | score  | points_changed | A      |             |         | 1      | 1      |

  @rule:riftbound:368.1 @edition:riftbound:1.3
  Scenario: [6] The other order of the same two effects: 1 less first leaves nothing to double
    Given the objects:
      | id  | card              | owner | zone |
      | wd1 | Probe War Drum    | B     | base |
      | mz1 | Probe Muzzle      | B     | base |
      | u1  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    And A chooses mz1
    Then the events include, in order:
      | type          | player | battlefield | method  |
      | points_scored | A      | bf1         | conquer |
    And no points_changed event happened
    And the state includes:
      | path                        | value |
      | players.A.points            | 0     |
      | battlefields.bf1.controller | A     |

  @rule:riftbound:368.2 @rule:riftbound:367 @edition:riftbound:1.3
  Scenario: [7] Two replacement effects on an uncontrolled battlefield becoming contested: the turn player orders them
    # bf3 is B's battlefield but nobody controls it: A, the turn player, orders the effects, not its owner.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the objects:
      | id  | card              | owner | zone |
      | ws1 | Probe Ward Stone  | A     | base |
      | ws2 | Probe Ward Stone  | B     | base |
      | u1  | Probe Footsoldier | A     | base |
    When A moves u1 to bf3
    Then A must choose replacement:
      | options | ["ws1", "ws2"] |
    When A chooses ws2
    Then the events include, in order:
      | type     | object |
      | moved    | u1     |
      | recycled | ws2    |
    And no contested event happened
    And no showdown_began event happened
    And the objects are:
      | id  | zone      |
      | ws1 | base      |
      | ws2 | main_deck |
    And the state includes:
      | path                       | value |
      | battlefields.bf3.contested | false |
    And A has priority

  @rule:riftbound:368 @edition:riftbound:1.3
  Scenario: [8] Two replacement effects on a controlled battlefield becoming contested: its owner orders them, not the turn player
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ws1 | Probe Ward Stone  | A     | base        |          |
      | ws2 | Probe Ward Stone  | B     | base        |          |
      | u1  | Probe Footsoldier | A     | base        |          |
      | fB  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    Then B must choose replacement:
      | options | ["ws1", "ws2"] |
    When B chooses ws1
    Then the events include, in order:
      | type     | object |
      | moved    | u1     |
      | recycled | ws1    |
    And no contested event happened
    And the objects are:
      | id  | zone      |
      | ws1 | main_deck |
      | ws2 | base      |

  @rule:riftbound:303.2.a @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [9] Units killed together by lethal damage, each saved by its controller's Hourglass: on B's turn B's Hourglass acts first
    # Probe Quake deals 1 to every unit at a battlefield: both 1-Might Urchins die in the same cleanup, and
    # each player's Hourglass replaces their own unit's death. Happening at once, these are sequenced in turn
    # order from the turn player (303.2.a; v1.3 also 373.1), not in the players' seat order. (What becomes of
    # the recalled units afterwards is not this scenario's matter.)
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id  | card            | owner | zone        | location |
      | hgA | Probe Hourglass | A     | base        |          |
      | uA  | Probe Urchin    | A     | battlefield | bf3      |
      | hgB | Probe Hourglass | B     | base        |          |
      | uB  | Probe Urchin    | B     | battlefield | bf2      |
      | qk1 | Probe Quake     | B     | hand        |          |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B plays qk1
    And all players pass priority
    Then the events include, in order:
      | type     | object | from |
      | killed   | hgB    |      |
      | recalled | uB     | bf2  |
      | killed   | hgA    |      |
      | recalled | uA     | bf3  |

  @rule:riftbound:368 @rule:riftbound:367 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [10] Two Anchors would replace the same recall: the unit's owner picks one, and the recall becomes a single draw
    # The Hourglass saves gA by recalling it; that recall is an event two Probe Anchors ("If a friendly unit
    # would be recalled, draw 1 instead") would replace. The owner of the unit chooses which applies first
    # (368); once it has, there is no recall left for the other, so A draws once and gA is not recalled.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | an1 | Probe Anchor      | A     | base        |          |
      | an2 | Probe Anchor      | A     | base        |          |
      | gA  | Probe Footsoldier | A     | battlefield | bf3      |
      | cu1 | Probe Cull        | A     | hand        |          |
    When A plays cu1 targeting gA
    And all players pass priority
    Then A must choose replacement:
      | options | ["an1", "an2"] |
    When A chooses an2
    Then the events include, in order:
      | type   | object | player |
      | killed | hg1    |        |
      | drew   |        | A      |
    And these events did not happen:
      | type     | object |
      | killed   | gA     |
      | recalled | gA     |
    And the objects are:
      | id | zone        | location |
      | gA | battlefield | bf3      |
    And the state includes:
      | path           | value      |
      | players.A.hand | ["deckA1"] |

  @rule:riftbound:366 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [11] A spell's damage to every unit at a battlefield is doubled by a replacement on spell damage
    # Probe Quake deals 1 to each unit at a battlefield; Probe Amplifier makes a spell's damage to a unit twice as
    # much: each Footsoldier takes 2 and dies, the unit in base takes nothing.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | am1 | Probe Amplifier   | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
      | uB2 | Probe Footsoldier | B     | base        |          |
      | qk1 | Probe Quake       | A     | hand        |          |
    When A plays qk1
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | uB     | 2      |
    And the objects are:
      | id  | zone  | damage |
      | uB  | trash |        |
      | uB2 | base  | 0      |

  @rule:riftbound:366 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [12] A replacement on spell damage does not apply to damage an ability deals
    # Probe Amplifier doubles only the damage a spell deals; Probe Vanguard's attack trigger is an ability, not a
    # spell: the Footsoldier it hits takes 1, not 2, and survives. Nor is an ability's damage combat damage
    # (dealt only in the Combat Damage Step, 443.1): combat false.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | am1 | Probe Amplifier   | A     | base        |          |
      | va1 | Probe Vanguard    | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves va1 to bf2
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount | combat |
      | damage_dealt | uB     | 1      | false  |
    And no killed event happened
    And the objects are:
      | id | zone        | damage |
      | uB | battlefield | 1      |

  @rule:riftbound:368 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [13] Two replacement effects on one unit's death: its owner picks which applies, and the other is left unused
    # Both of A's Hourglasses would replace gA's death. A, gA's owner, orders them (368; v1.3 372): the one
    # chosen kills itself instead and recalls gA exhausted, and with no death left to replace the other stays.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | hg2 | Probe Hourglass   | A     | base        |          |
      | gA  | Probe Footsoldier | A     | battlefield | bf3      |
      | cu1 | Probe Cull        | A     | hand        |          |
    When A plays cu1 targeting gA
    And all players pass priority
    Then A must choose replacement:
      | options | ["hg1", "hg2"] |
    When A chooses hg2
    Then the events include, in order:
      | type     | object | from |
      | killed   | hg2    |      |
      | recalled | gA     | bf3  |
    And these events did not happen:
      | type   | object |
      | killed | gA     |
      | killed | hg1    |
    And the objects are:
      | id  | zone  | exhausted |
      | gA  | base  | true      |
      | hg1 | base  | false     |
      | hg2 | trash | false     |

  @rule:riftbound:366 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [14] A replacement on spell damage does not apply to combat damage
    # Probe Amplifier doubles only the damage a spell deals. Combat damage is dealt by no spell: A's 1-Might Urchin
    # deals 1 to B's Footsoldier, which survives (and is healed as the combat ends), not 2.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | am1 | Probe Amplifier   | A     | base        |          |
      | ur1 | Probe Urchin      | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves ur1 to bf2
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | uB     | 1      |
      | damage | damage_dealt | ur1    | 2      |
    And the objects are:
      | id  | zone        | damage |
      | ur1 | trash       |        |
      | uB  | battlefield | 0      |

  @rule:riftbound:366 @edition:riftbound:1.3
  Scenario: [15] A replacement effect changes only the death it replaces: the other units a kill-all kills still die
    # Probe Cataclysm kills all units at once. A's Hourglass replaces the death of A's unit (listed first), which
    # stays on the board, exhausted; B's unit is killed as the spell says, the replacement changing nothing of it.
    Given the objects:
      | id   | card              | owner | zone | location |
      | uA   | Probe Footsoldier | A     | base | base     |
      | uB   | Probe Footsoldier | B     | base | base     |
      | hg1  | Probe Hourglass   | A     | base | base     |
      | cat1 | Probe Cataclysm   | A     | hand |          |
    When A plays cat1
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | hg1    |
    And the events include, in order:
      | type   | object |
      | killed | uB     |
    And these events did not happen:
      | type   | object |
      | killed | uA     |
    And the objects are:
      | id  | zone  | exhausted |
      | uA  | base  | true      |
      | uB  | trash | false     |
      | hg1 | trash | false     |
