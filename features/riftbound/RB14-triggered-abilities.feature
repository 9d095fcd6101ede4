@edition:riftbound:1.2
Feature: RB14 - Triggered abilities: Conquer, Hold, Attack, Defend and death triggers

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
      | deckB3 | Probe Footsoldier | B     | main_deck |
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

  @rule:riftbound:376.4.b @rule:riftbound:376.4.b.2 @rule:riftbound:376.4.b.2.a @edition:riftbound:1.3
  Scenario: [1] "When I conquer" of a unit at the battlefield triggers when its controller conquers there; a unit elsewhere does not
    Given the objects:
      | id  | card            | owner | zone |
      | cq1 | Probe Conqueror | A     | base |
      | cq2 | Probe Conqueror | A     | base |
    When A moves cq1 to bf1
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | type          | player | battlefield | method  | id    | source |
      | points_scored | A      | bf1         | conquer |       |        |
      | chain_push    |        |             |         | cq1#1 | cq1    |
    And these events did not happen:
      | type       | source |
      | chain_push | cq2    |
    And A has priority
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | cq1#1 |
    And the events include, in order:
      | type | player | card   |
      | drew | A      | deckA1 |

  @rule:riftbound:376.4.b.2 @rule:riftbound:376.4.b.2.b @edition:riftbound:1.3
  Scenario: [2] A battlefield's "When you conquer here" triggers for the player who conquers it, and only there
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Bounty Field", "owner": "B"}]}
      """
    And the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
      | u2 | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    Then no chain_push event happened
    When A moves u2 to bf3
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | type          | player | battlefield | method  | id    | source | controller |
      | points_scored | A      | bf3         | conquer |       |        |            |
      | chain_push    |        |             |         | bf3#1 | bf3    | A          |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bf3#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:376.4.b.2.c @edition:riftbound:1.3
  Scenario: [3] A Conquer whose point is replaced by a draw (Final Point not earned) still triggers "When I conquer"
    Given a riftbound game with players:
      | player | points |
      | A      | 7      |
      | B      | 0      |
    And the objects:
      | id  | card            | owner | zone |
      | cq1 | Probe Conqueror | A     | base |
    When A moves cq1 to bf1
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | moment | type          | player | battlefield | method  | point | card   | id    |
      |        | points_scored | A      | bf1         | conquer | false |        |       |
      | after  | drew          | A      |             |         |       | deckA1 |       |
      | after  | chain_push    |        |             |         |       |        | cq1#1 |
    And no points_changed event happened
    And the state includes:
      | path             | value      |
      | players.A.points | 7          |
      | players.A.hand   | ["deckA1"] |

  @rule:riftbound:376.4.b.2.c @rule:riftbound:366 @edition:riftbound:1.3
  Scenario: [4] A Conquer whose point an opponent's replacement effect cancels still triggers "When I conquer"
    Given the objects:
      | id  | card            | owner | zone |
      | cq1 | Probe Conqueror | A     | base |
      | mz1 | Probe Muzzle    | B     | base |
    When A moves cq1 to bf1
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | type          | player | battlefield | method  | id    |
      | points_scored | A      | bf1         | conquer |       |
      | chain_push    |        |             |         | cq1#1 |
    And no points_changed event happened
    And the state includes:
      | path                        | value |
      | players.A.points            | 0     |
      | battlefields.bf1.controller | A     |

  @rule:riftbound:376.4.c @rule:riftbound:376.4.c.2 @rule:riftbound:376.4.c.2.a @edition:riftbound:1.3
  Scenario: [5] "When I hold" of a unit at a held battlefield triggers in the Beginning Phase; a unit at base does not
    Given the objects:
      | id  | card           | owner | zone        | location |
      | hf1 | Probe Holdfast | B     | battlefield | bf2      |
      | hf2 | Probe Holdfast | B     | base        |          |
    When A ends their turn
    Then the events include, in order:
      | type          | player | battlefield | method | id    | source |
      | points_scored | B      | bf2         | hold   |       |        |
      | chain_push    |        |             |        | hf1#1 | hf1    |
    And these events did not happen:
      | type       | source |
      | chain_push | hf2    |
    And the turn is:
      | turn     | 4         |
      | phase    | beginning |
      | step     | scoring   |
      | priority | B         |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | hf1#1 |
    And the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
      | drew | B      | deckB2 |

  @rule:riftbound:376.4.c.2 @rule:riftbound:376.4.c.2.b @edition:riftbound:1.3
  Scenario: [6] A battlefield's "When you hold here" triggers for the player who holds it
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Granary Field", "owner": "A", "controller": "B"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
      | u3 | Probe Footsoldier | B     | battlefield | bf3      |
    When A ends their turn
    Then the events include, in order:
      | type          | player | battlefield | method |
      | points_scored | B      | bf2         | hold   |
    And the events include, in order:
      | type          | player | battlefield | method | id    | source | controller |
      | points_scored | B      | bf3         | hold   |       |        |            |
      | chain_push    |        |             |        | bf3#1 | bf3    | B          |
    And these events did not happen:
      | type       | source |
      | chain_push | bf2    |

  @rule:riftbound:376.4.c.2.c @rule:riftbound:366 @edition:riftbound:1.3
  Scenario: [7] A Hold whose point a replacement effect cancels still triggers "When I hold"
    Given the objects:
      | id  | card           | owner | zone        | location |
      | hf1 | Probe Holdfast | B     | battlefield | bf2      |
      | mz1 | Probe Muzzle   | A     | base        |          |
    When A ends their turn
    Then the events include, in order:
      | type          | player | battlefield | method | id    |
      | points_scored | B      | bf2         | hold   |       |
      | chain_push    |        |             |        | hf1#1 |
    And no points_changed event happened
    And the state includes:
      | path             | value |
      | players.B.points | 0     |

  @rule:riftbound:376.4.e.2.a @rule:riftbound:322.5.b @rule:riftbound:376.4.e.2 @edition:riftbound:1.3
  Scenario: [8] A defender that changes sides twice in one combat swaps designation each time but its Defend trigger fires only once
    Given the objects:
      | id  | card              | owner | zone        | location |
      | fA  | Probe Footsoldier | A     | base        |          |
      | sB  | Probe Sentry      | B     | battlefield | bf2      |
      | tcA | Probe Turncoat    | A     | hand        |          |
      | tcB | Probe Turncoat    | B     | hand        |          |
    When A moves fA to bf2
    Then the events include, in order:
      | type       | object | designation | id   |
      | designated | sB     | defender    |      |
      | chain_push |        |             | sB#1 |
    When all players pass priority
    Then A has priority
    When A plays tcA targeting sB
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller | designation |
      | unit_control_changed | sB     | A          |             |
      | designated           | sB     |            | attacker    |
    And B has priority
    When B plays tcB targeting sB
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller | designation |
      | unit_control_changed | sB     | B          |             |
      | designated           | sB     |            | defender    |
    And no chain_push event happened
    And the objects are:
      | id | controller | designation |
      | sB | B          | defender    |

  @rule:riftbound:376.4.d.2.a @rule:riftbound:322.5.b @rule:riftbound:376.4.d.2 @edition:riftbound:1.3
  Scenario: [9] An attacker that changes sides twice in one combat regains the Attacker designation without a second Attack trigger
    Given the objects:
      | id  | card           | owner | zone        | location |
      | vA  | Probe Vanguard | A     | base        |          |
      | bB  | Probe Brute    | B     | battlefield | bf2      |
      | tcA | Probe Turncoat | A     | hand        |          |
      | tcB | Probe Turncoat | B     | hand        |          |
    When A moves vA to bf2
    Then the events include, in order:
      | type       | object | designation | id   |
      | designated | vA     | attacker    |      |
      | chain_push |        |             | vA#1 |
    When all players pass priority
    Then the objects are:
      | id | damage |
      | bB | 1      |
    When A passes focus
    And B plays tcB targeting vA
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller | designation |
      | unit_control_changed | vA     | B          |             |
      | designated           | vA     |            | defender    |
    When A plays tcA targeting vA
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller | designation |
      | unit_control_changed | vA     | A          |             |
      | designated           | vA     |            | attacker    |
    And no chain_push event happened
    And the objects are:
      | id | designation | damage |
      | vA | attacker    | 0      |
      | bB | defender    | 1      |

  @rule:riftbound:376.2.c.2 @edition:riftbound:1.3
  Scenario: [10] "When another friendly unit dies" triggers when one dies, but not when it dies together with its source
    Given the objects:
      | id  | card              | owner | zone        | location |
      | mo1 | Probe Mourner     | A     | base        |          |
      | fA  | Probe Footsoldier | A     | battlefield | bf3      |
      | cu1 | Probe Cull        | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    When A plays cu1 targeting fA
    And all players pass priority
    Then the events include, in order:
      | type       | object | id    | source |
      | killed     | fA     |       |        |
      | chain_push |        | mo1#1 | mo1    |

  @rule:riftbound:376.2.c.2 @rule:riftbound:376.1.b @edition:riftbound:1.3
  Scenario: [11] Units killed together: a dying Mourner sees nothing; a Wraith triggers once, for the death its controller picks
    Given the objects:
      | id  | card              | owner | zone        | location |
      | mo1 | Probe Mourner     | A     | battlefield | bf3      |
      | fA  | Probe Footsoldier | A     | battlefield | bf3      |
      | wr1 | Probe Wraith      | A     | base        |          |
      | bB  | Probe Brute       | B     | base        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B moves bB to bf3
    And B passes focus
    And A passes focus
    Then the events include, in order:
      | moment | type   | object |
      | deaths | killed | mo1    |
      | deaths | killed | fA     |
    And A must choose instance:
      | source  | wr1#1         |
      | options | ["mo1", "fA"] |
    When A chooses fA
    Then the chain is:
      | id    | source | controller |
      | wr1#1 | wr1    | A          |
    And these events did not happen:
      | type       | source |
      | chain_push | mo1    |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | wr1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |

  @rule:riftbound:376.2.c.1 @rule:riftbound:378.1 @rule:riftbound:378.2 @edition:riftbound:1.3
  Scenario: [12] A trigger that works from the trash sees its own card's death; the same card on the board or in hand does not trigger
    Given the objects:
      | id  | card          | owner | zone |
      | px1 | Probe Phoenix | A     | base |
      | px2 | Probe Phoenix | A     | base |
      | px3 | Probe Phoenix | A     | hand |
      | cu1 | Probe Cull    | A     | hand |
    When A plays cu1 targeting px1
    And all players pass priority
    Then the events include, in order:
      | type       | object | id    | source |
      | killed     | px1    |       |        |
      | chain_push |        | px1#1 | px1    |
    And these events did not happen:
      | type       | source |
      | chain_push | px2    |
      | chain_push | px3    |
    When all players pass priority
    Then the events include, in order:
      | type         | object | from  | to   |
      | zone_changed | px1    | trash | hand |
    And the objects are:
      | id  | zone |
      | px1 | hand |

  @rule:riftbound:376 @edition:riftbound:1.3
  Scenario: [13] "When another friendly unit dies" does not trigger when an opponent's unit dies
    Given the objects:
      | id  | card              | owner | zone        | location |
      | mo1 | Probe Mourner     | A     | base        |          |
      | fB  | Probe Footsoldier | B     | battlefield | bf2      |
      | cu1 | Probe Cull        | A     | hand        |          |
    When A plays cu1 targeting fB
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | fB     |
    And these events did not happen:
      | type       | source |
      | chain_push | mo1    |
    And no drew event happened

  @rule:riftbound:376 @rule:riftbound:376.1 @edition:riftbound:1.3
  Scenario: [14] "The first time a friendly unit dies each turn" triggers for the first death only, not for a later one that turn
    Given the objects:
      | id  | card              | owner | zone |
      | wr1 | Probe Wraith      | A     | base |
      | f1  | Probe Footsoldier | A     | base |
      | f2  | Probe Footsoldier | A     | base |
      | cu1 | Probe Cull        | A     | hand |
      | cu2 | Probe Cull        | A     | hand |
    When A plays cu1 targeting f1
    And all players pass priority
    Then the events include, in order:
      | type       | object | id    | source |
      | killed     | f1     |       |        |
      | chain_push |        | wr1#1 | wr1    |
    When all players pass priority
    Then the events include, in order:
      | type | player |
      | drew | A      |
    When A plays cu2 targeting f2
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | f2     |
    And these events did not happen:
      | type       | source |
      | chain_push | wr1    |
    And no drew event happened

  @rule:riftbound:376 @edition:riftbound:1.3
  Scenario: [15] Each "the first time a friendly unit dies each turn" ability counts its own first time
    # A's Wraith has met its condition this turn; B's Wraith has not, and triggers when B's unit dies.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | wr1 | Probe Wraith      | A     | base        |          |
      | wr2 | Probe Wraith      | B     | base        |          |
      | f1  | Probe Footsoldier | A     | base        |          |
      | fB  | Probe Footsoldier | B     | battlefield | bf2      |
      | cu1 | Probe Cull        | A     | hand        |          |
      | cu2 | Probe Cull        | A     | hand        |          |
    When A plays cu1 targeting f1
    And all players pass priority
    Then the events include, in order:
      | type       | object | id    | source |
      | killed     | f1     |       |        |
      | chain_push |        | wr1#1 | wr1    |
    And these events did not happen:
      | type       | source |
      | chain_push | wr2    |
    When all players pass priority
    And A plays cu2 targeting fB
    And all players pass priority
    Then the events include, in order:
      | type       | object | id    | source |
      | killed     | fB     |       |        |
      | chain_push |        | wr2#1 | wr2    |

  @rule:riftbound:376.3.b @rule:riftbound:322.3 @edition:riftbound:1.3
  Scenario: [16] Two Deathknells of one player that trigger together: that player orders them, and the one added first resolves last
    # Both of B's Martyrs die in the cleanup after the Quake, on A's turn: B, who controls both Deathknells,
    # chooses the order (376.3.b; Deathknell itself is rule 734, v1.3 808, outside the index: 734.2.a). Both are
    # added before either unit is killed (cleanup step 2a before 2b, 322.3-322.4). [17] is the other order.
    Given the objects:
      | id  | card         | owner | zone        | location |
      | m1  | Probe Martyr | B     | battlefield | bf2      |
      | m2  | Probe Martyr | B     | battlefield | bf2      |
      | qk1 | Probe Quake  | A     | hand        |          |
    When A plays qk1
    And all players pass priority
    Then B must order triggers:
      | options | ["m1#1", "m2#1"] |
    When B orders triggers: m1#1, m2#1
    Then the events include, in order:
      | moment | type       | id   | object |
      | first  | chain_push | m1#1 |        |
      | second | chain_push | m2#1 |        |
      | deaths | killed     |      | m1     |
      | deaths | killed     |      | m2     |
    And the chain is:
      | id   | controller |
      | m2#1 | B          |
      | m1#1 | B          |
    When all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | m2#1 |
    And these events did not happen:
      | type     | id   |
      | resolved | m1#1 |

  @rule:riftbound:376.3.b @rule:riftbound:322.3 @edition:riftbound:1.3
  Scenario: [17] The other order the player chooses for their Deathknells gives the reverse chain
    Given the objects:
      | id  | card         | owner | zone        | location |
      | m1  | Probe Martyr | B     | battlefield | bf2      |
      | m2  | Probe Martyr | B     | battlefield | bf2      |
      | qk1 | Probe Quake  | A     | hand        |          |
    When A plays qk1
    And all players pass priority
    Then B must order triggers:
      | options | ["m1#1", "m2#1"] |
    When B orders triggers: m2#1, m1#1
    Then the events include, in order:
      | moment | type       | id   | object |
      | first  | chain_push | m2#1 |        |
      | second | chain_push | m1#1 |        |
      | deaths | killed     |      | m1     |
      | deaths | killed     |      | m2     |
    And the chain is:
      | id   | controller |
      | m1#1 | B          |
      | m2#1 | B          |
    When all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | m1#1 |
    And these events did not happen:
      | type     | id   |
      | resolved | m2#1 |

  @rule:riftbound:376.3.b @edition:riftbound:1.3
  Scenario: [18] Deathknells of units a spell kills together are ordered by their controller too, and wait for the spell to finish
    # A kill instruction adds each Deathknell before its unit goes to the trash (415.1.a.1.b, 734.1.d.2; outside
    # the index); those of one player that trigger together are ordered by that player (376.3.b). "Kill all units"
    # kills only the units on the board: B's gear and rune in B's base and the unit card in B's hand stay.
    Given the objects:
      | id   | card              | owner | zone        | location |
      | m1   | Probe Martyr      | B     | battlefield | bf2      |
      | m2   | Probe Martyr      | B     | battlefield | bf2      |
      | rel1 | Probe Relic       | B     | base        | base     |
      | rn1  | Probe Fury Rune   | B     | base        | base     |
      | f1   | Probe Footsoldier | B     | hand        |          |
      | cat1 | Probe Cataclysm   | A     | hand        |          |
    When A plays cat1
    And all players pass priority
    Then B must order triggers:
      | options | ["m1#1", "m2#1"] |
    When B orders triggers: m2#1, m1#1
    Then the events include, in order:
      | moment | type       | id   | object |
      | first  | chain_push | m2#1 |        |
      | second | chain_push | m1#1 |        |
      | deaths | killed     |      | m1     |
      | deaths | killed     |      | m2     |
    And the chain is:
      | id   | controller |
      | m1#1 | B          |
      | m2#1 | B          |
    And the objects are:
      | id   | zone  |
      | m1   | trash |
      | m2   | trash |
      | rel1 | base  |
      | rn1  | base  |
      | f1   | hand  |

  @rule:riftbound:376 @rule:riftbound:378.2 @rule:riftbound:356.3.e.6 @edition:riftbound:1.3
  Scenario: [19] A trash trigger triggers once per friendly death, never for an enemy's; once the card has left the trash, the next one does nothing
    # Probe Phoenix in A's trash: "When a friendly unit dies, if I'm in your trash, return me to your hand."
    # Probe Quake kills A's two Urchins and B's Urchin together: two triggers (A orders them), none for B's unit.
    # The first returns the Phoenix; the second finds it in hand already, so its instruction can't be followed.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id  | card          | owner | zone        | location |
      | px1 | Probe Phoenix | A     | trash       |          |
      | uA1 | Probe Urchin  | A     | battlefield | bf3      |
      | uA2 | Probe Urchin  | A     | battlefield | bf3      |
      | uB  | Probe Urchin  | B     | battlefield | bf2      |
      | qk1 | Probe Quake   | A     | hand        |          |
    When A plays qk1
    And all players pass priority
    And A orders triggers: px1#1, px1#2
    Then the chain is:
      | id    | source |
      | px1#2 | px1    |
      | px1#1 | px1    |
    When all players pass priority
    Then the events include, in order:
      | type         | object | from  | to   |
      | zone_changed | px1    | trash | hand |
    When all players pass priority
    Then the chain is empty
    And no zone_changed event happened
    And the objects are:
      | id  | zone |
      | px1 | hand |

  @rule:riftbound:376.2.a
  Scenario: [20] "When you play another unit" is met by another unit played, not by the unit itself nor by a copy in hand
    # Probe Drillmaster: "When you play another unit, draw 1." Playing dm1 meets no condition: dm1 is not
    # another unit, and dm2 in the hand has no ability working there. Playing dm2 then meets dm1's condition
    # only, on the board: one trigger, dm1's.
    Given the objects:
      | id  | card              | owner | zone |
      | dm1 | Probe Drillmaster | A     | hand |
      | dm2 | Probe Drillmaster | A     | hand |
    When A plays dm1
    Then the chain is empty
    And no drew event happened
    When A plays dm2
    Then the chain is:
      | id    | source |
      | dm1#1 | dm1    |

  @rule:riftbound:376.3.b.1 @rule:riftbound:303.2.a
  Scenario: [21] Triggers of both players met by one event join the chain from the turn player on: on B's turn B's goes first
    # Probe Quake kills both Probe Urchins at once, so each player's Probe Mourner ("when another friendly unit
    # dies") triggers. Starting with the turn player B, each player adds theirs: B's is added first and A's
    # lands on top of it. The first seat (A) has no precedence.
    Given the objects:
      | id  | card          | owner | zone        | location |
      | mA  | Probe Mourner | A     | base        |          |
      | uA  | Probe Urchin  | A     | battlefield | bf1      |
      | mB  | Probe Mourner | B     | base        |          |
      | uB  | Probe Urchin  | B     | battlefield | bf2      |
      | qk1 | Probe Quake   | B     | hand        |          |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B plays qk1
    And all players pass priority
    Then the events include, in order:
      | type       | source | controller |
      | chain_push | mB     | B          |
      | chain_push | mA     | A          |
    And the chain is:
      | source | controller |
      | mA     | A          |
      | mB     | B          |

  @rule:riftbound:388.2 @rule:riftbound:376.4.c.2.b
  Scenario: [22] While a battlefield's own trigger waits on the chain, an Add ability resolves at once and the trigger still resolves after it
    # B holds bf3 as B's turn begins, and its "When you hold here, draw 1" waits on the chain (a battlefield is
    # the source, not an object). B's rune's Add ability does not wait behind it (388.2); then the trigger
    # resolves and B draws.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Granary Field", "owner": "A", "controller": "B"}]}
      """
    And the objects:
      | id     | card              | owner | zone        | location |
      | u3     | Probe Footsoldier | B     | battlefield | bf3      |
      | runeB1 | Probe Fury Rune   | B     | base        |          |
    When A ends their turn
    Then the events include, in order:
      | type          | player | battlefield | method | source |
      | points_scored | B      | bf3         | hold   |        |
      | chain_push    |        |             |        | bf3    |
    And B has priority
    When B activates runeB1
    Then the events include, in order:
      | type  | player | energy |
      | added | B      | 1      |
    And no resolved event happened
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
