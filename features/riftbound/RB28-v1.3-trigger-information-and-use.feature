@edition:riftbound:1.3
Feature: RB28 - v1.3 when abilities take their information, and what "use" means
  # v1.3 added rules on when a resolving item reads what it refers to: an item that leaves the chain
  # mid-resolution stops (359.3.e.15); information from a trigger condition is fixed as the condition is met
  # (359.3.f.3), a delayed trigger's as it is created (359.3.f.3.a) unless a linked ability says to use its
  # triggered ability's condition (359.3.f.3.a.1); "enemy"/"friendly" are judged from the triggered ability
  # itself as it executes (359.3.f.4). "Use" means activate: "when you use" is met as the ability resolves
  # (377.2.a), and a condition on using an ability gates its activation (377.2.b). Pinned to 1.3 and tagged
  # in v1.3 numbering; none of these rules exist in v1.2.

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone        | location |
      | deckA1 | Probe Footsoldier | A     | main_deck   |          |
      | deckA2 | Probe Footsoldier | A     | main_deck   |          |
      | deckA3 | Probe Footsoldier | A     | main_deck   |          |
      | deckB1 | Probe Footsoldier | B     | main_deck   |          |
      | deckB2 | Probe Footsoldier | B     | main_deck   |          |
      | gA     | Probe Footsoldier | A     | battlefield | bf1      |
      | gB     | Probe Footsoldier | B     | battlefield | bf2      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 9}, "B": {"energy": 9}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  # ----- 359.3.e.15: leaving the chain while resolving -----

  @rule:riftbound:359.3.e.15
  Scenario: [1] A spell that returns itself to hand mid-resolution stops there: the draw before it happens, the draw after it never does
    Given the objects:
      | id    | card            | owner | zone |
      | boom1 | Probe Boomerang | A     | hand |
    When A plays boom1
    And all players pass priority
    Then the events include, in order:
      | type         | object | card   | from  | to   |
      | drew         |        | deckA1 |       |      |
      | zone_changed | boom1  |        | chain | hand |
    And the events include, in order:
      | type     | id    |
      | resolved | boom1 |
    And the state includes:
      | path              | value                |
      | players.A.main_deck | ["deckA2", "deckA3"] |
      | objects.boom1.zone  | hand               |

  @rule:riftbound:359.3.e.15
  Scenario: [2] The spell that left the chain has finished resolving: it is not put in the trash, the chain is empty and the card can be played again
    Given the objects:
      | id    | card            | owner | zone |
      | boom1 | Probe Boomerang | A     | hand |
    When A plays boom1
    And all players pass priority
    Then these events did not happen:
      | type         | object | to    |
      | zone_changed | boom1  | trash |
    And the chain is empty
    And A has priority
    When A plays boom1
    Then the chain is:
      | id    | kind  | controller |
      | boom1 | spell | A          |

  # ----- 359.3.f.3: information from the trigger condition is fixed when it is met -----

  @rule:riftbound:359.3.f.3
  Scenario: [3] "Play a token there" uses the location the unit moved from, although the unit has died before the ability resolves
    Given the objects:
      | id    | card           | owner | zone |
      | fawn1 | Probe Fae Fawn | A     | base |
      | zap1  | Probe Zap      | B     | hand |
    When A moves fawn1 to bf1
    Then the chain is:
      | id      | kind      | controller |
      | fawn1#1 | triggered | A          |
    When A passes priority
    And B plays zap1 targeting fawn1
    And all players pass priority
    Then the objects are:
      | id    | zone  |
      | fawn1 | trash |
    When all players pass priority
    Then the events include, in order:
      | moment  | type         | object    | player | location | id      |
      | resolve | token_played | fawn1#1+1 | A      | base     |         |
      | resolve | resolved     |           |        |          | fawn1#1 |

  @rule:riftbound:359.3.f.3
  Scenario: [4] Two moves, two notes: each trigger plays its token where its own move started, not where the unit is as it resolves
    Given the objects:
      | id    | card           | owner | zone |
      | fawn1 | Probe Fae Fawn | A     | base |
      | fb1   | Probe Fallback | A     | hand |
    When A moves fawn1 to bf1
    And A plays fb1 targeting fawn1
    And all players pass priority
    Then the events include, in order:
      | type       | object | from | to   | id      |
      | moved      | fawn1  | bf1  | base |         |
      | chain_push |        |      |      | fawn1#2 |
    When all players pass priority
    Then the events include, in order:
      | type         | object    | location |
      | token_played | fawn1#2+1 | bf1      |
    When all players pass priority
    Then the events include, in order:
      | type         | object    | location |
      | token_played | fawn1#1+1 | base     |
    And the objects are:
      | id        | zone        | location | controller |
      | fawn1     | base        | base     | A          |
      | fawn1#2+1 | battlefield | bf1      | A          |

  # ----- 359.3.f.3.a: a delayed trigger records its information when it is created -----

  @rule:riftbound:359.3.f.3.a
  Scenario: [5] A delayed "when it dies, play a token there" plays it where the unit was when the ability was created, not where it died
    Given the objects:
      | id   | card              | owner | zone |
      | uA1  | Probe Footsoldier | A     | base |
      | wm1  | Probe Waymark     | A     | hand |
      | zap1 | Probe Zap         | A     | hand |
    When A plays wm1 targeting uA1
    And all players pass priority
    And A moves uA1 to bf1
    And A plays zap1 targeting uA1
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    | id    |
      | zone_changed | uA1    | trash |       |
      | chain_push   |        |       | wm1#1 |
    When all players pass priority
    Then the events include, in order:
      | type         | object  | player | location |
      | token_played | wm1#1+1 | A      | base     |
    And these events did not happen:
      | type         | location |
      | token_played | bf1      |

  @rule:riftbound:359.3.f.3.a
  Scenario: [6] The same delayed trigger created while the unit is at a battlefield plays its token at that battlefield after the unit died at base
    Given the objects:
      | id   | card              | owner | zone        | location |
      | uA1  | Probe Footsoldier | A     | battlefield | bf1      |
      | wm1  | Probe Waymark     | A     | hand        |          |
      | zap1 | Probe Zap         | A     | hand        |          |
    When A plays wm1 targeting uA1
    And all players pass priority
    And A moves uA1 to base
    And A plays zap1 targeting uA1
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type         | object  | location |
      | token_played | wm1#1+1 | bf1      |
    And these events did not happen:
      | type         | location |
      | token_played | base     |

  # ----- 359.3.f.3.a.1: a linked ability may use its triggered ability's condition -----

  @rule:riftbound:359.3.f.3.a.1
  Scenario: [7] A linked delayed ability that names "the location I moved from" uses the origin its triggered ability noted, not where its source is
    Given the objects:
      | id   | card              | owner | zone |
      | pf1  | Probe Pathfinder  | A     | base |
      | uB   | Probe Footsoldier | B     | base |
      | zap1 | Probe Zap         | A     | hand |
    When A moves pf1 to bf1
    And A chooses targets uB for pf1#1
    And all players pass priority
    Then no token_played event happened
    When A plays zap1 targeting uB
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    | id    |
      | zone_changed | uB     | trash |       |
      | chain_push   |        |       | pf1#2 |
    When all players pass priority
    Then the events include, in order:
      | type         | object  | player | location |
      | token_played | pf1#2+1 | A      | base     |
    And these events did not happen:
      | type         | location |
      | token_played | bf1      |
    And the objects are:
      | id  | location |
      | pf1 | bf1      |

  @rule:riftbound:359.3.f.3.a.1
  Scenario: [8] Moving from a battlefield to base, the linked ability plays its token at that battlefield while its source stays at base
    Given the objects:
      | id   | card              | owner | zone        | location |
      | pf1  | Probe Pathfinder  | A     | battlefield | bf1      |
      | uB   | Probe Footsoldier | B     | base        |          |
      | zap1 | Probe Zap         | A     | hand        |          |
    When A moves pf1 to base
    And A chooses targets uB for pf1#1
    And all players pass priority
    And A plays zap1 targeting uB
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type         | object  | location |
      | token_played | pf1#2+1 | bf1      |
    And these events did not happen:
      | type         | location |
      | token_played | base     |

  # ----- 359.3.f.4: "enemy" is judged from the triggered ability itself, as it executes -----

  @rule:riftbound:359.3.f.4
  Scenario: [9] The attacker changes controller while its attack trigger waits: "an enemy unit" is still judged from the trigger's controller, so it deals its damage
    Given the objects:
      | id  | card           | owner | zone |
      | va1 | Probe Vanguard | A     | base |
      | hj1 | Probe Hijack   | B     | hand |
    When A moves va1 to bf2
    Then the chain is:
      | id    | kind      | controller | targets |
      | va1#1 | triggered | A          | ["gB"]  |
    When A passes priority
    And B plays hj1 targeting va1
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller |
      | unit_control_changed | va1    | B          |
    And the chain is:
      | id    | kind      | controller |
      | va1#1 | triggered | A          |
    When all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | va1#1  | gB     | 1      |

  @rule:riftbound:359.3.f.4
  Scenario: [10] The chosen unit changes sides while the attack trigger waits: it is no longer an enemy of the trigger's controller, so the trigger does nothing
    Given the objects:
      | id  | card           | owner | zone |
      | va1 | Probe Vanguard | A     | base |
      | hj1 | Probe Hijack   | A     | hand |
    When A moves va1 to bf2
    And A plays hj1 targeting gB
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller |
      | unit_control_changed | gB     | A          |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | va1#1 |
    And no damage_dealt event happened

  # ----- 377.2.a: "when you use" is met when the activated ability resolves -----

  @rule:riftbound:377.2.a
  Scenario: [11] "When you use a gear's ability" triggers as the ability resolves, not as it is activated
    Given the objects:
      | id     | card           | owner | zone |
      | tk1    | Probe Tinkerer | A     | base |
      | relic1 | Probe Relic    | A     | base |
    When A activates relic1
    Then the chain is:
      | id       | kind      | controller |
      | relic1#1 | activated | A          |
    And these events did not happen:
      | type       | source |
      | chain_push | tk1    |
    When all players pass priority
    Then the events include, in order:
      | moment  | type       | player | card   | id       | source |
      | resolve | drew       | A      | deckA1 |          |        |
      | resolve | resolved   |        |        | relic1#1 |        |
      |         | chain_push |        |        | tk1#1    | tk1    |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | player | card   | id    |
      | resolve | drew     | A      | deckA2 |       |
      | resolve | resolved |        |        | tk1#1 |

  @rule:riftbound:377.2.a
  Scenario: [12] An activated ability that is countered never resolves, so "when you use" never triggers
    Given the objects:
      | id     | card            | owner | zone |
      | tk1    | Probe Tinkerer  | A     | base |
      | relic1 | Probe Relic     | A     | base |
      | seal1  | Probe Null Seal | B     | base |
    When A activates relic1
    And A passes priority
    And B activates seal1 targeting relic1#1
    And all players pass priority
    Then the events include, in order:
      | moment  | type      | id       |
      | resolve | countered | relic1#1 |
      | resolve | resolved  | seal1#1  |
    And these events did not happen:
      | type       | source | player |
      | chain_push | tk1    |        |
      | drew       |        | A      |
    And the chain is empty

  # ----- 377.2.b: a condition on using an ability gates its activation -----

  @rule:riftbound:377.2.b
  Scenario: [13] "Use this ability only while I'm at a battlefield": at a battlefield it can be activated and resolves
    Given the objects:
      | id  | card          | owner | zone        | location |
      | lo1 | Probe Lookout | A     | battlefield | bf1      |
    When A activates lo1
    Then the chain is:
      | id    | kind      | controller |
      | lo1#1 | activated | A          |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | player | id    |
      | resolve | drew     | A      |       |
      | resolve | resolved |        | lo1#1 |

  @rule:riftbound:377.2.b
  Scenario: [14] The same ability can't be activated while its unit is at base
    Given the objects:
      | id  | card          | owner | zone |
      | lo1 | Probe Lookout | A     | base |
    When A activates lo1
    Then the action is rejected as illegal_action
    And A has priority
    And the chain is empty

  @rule:riftbound:377.2.b
  Scenario: [15] The condition gates activation only: activated at a battlefield, the ability still resolves after its unit is sent to base
    Given the objects:
      | id  | card           | owner | zone        | location |
      | lo1 | Probe Lookout  | A     | battlefield | bf1      |
      | fb1 | Probe Fallback | A     | hand        |          |
    When A activates lo1
    And A plays fb1 targeting lo1
    And all players pass priority
    Then the events include, in order:
      | type  | object | from | to   |
      | moved | lo1    | bf1  | base |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | player | id    |
      | resolve | drew     | A      |       |
      | resolve | resolved |        | lo1#1 |

  @rule:riftbound:377.2.a
  Scenario: [16] A gear's triggered ability resolving is not a use of it: "when you use a gear's ability" does not trigger
    # "Use" means activate (377.2.a): Probe Lantern's "at the end of your turn, draw 1" triggers and resolves,
    # but nothing was activated, so Probe Tinkerer does not trigger.
    Given the objects:
      | id  | card           | owner | zone |
      | tk1 | Probe Tinkerer | A     | base |
      | ln1 | Probe Lantern  | A     | base |
    When A ends their turn
    Then the events include, in order:
      | type       | id    |
      | chain_push | ln1#1 |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | player | id    |
      | resolve | drew     | A      |       |
      | resolve | resolved |        | ln1#1 |
    And these events did not happen:
      | type       | source |
      | chain_push | tk1    |

  @rule:riftbound:377.2.a
  Scenario: [17] Using a unit's ability is no use of a gear's ability: "when you use a gear's ability" does not trigger
    # Probe Lookout is a unit: its "[E]: Draw 1" is used as it resolves, but Probe Tinkerer waits for a gear's.
    Given the objects:
      | id  | card           | owner | zone        | location |
      | tk1 | Probe Tinkerer | A     | base        |          |
      | lo1 | Probe Lookout  | A     | battlefield | bf1      |
    When A activates lo1
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | player | id    |
      | resolve | drew     | A      |       |
      | resolve | resolved |        | lo1#1 |
    And these events did not happen:
      | type       | source |
      | chain_push | tk1    |
    And the chain is empty

  @rule:riftbound:397
  Scenario: [18] A delayed "when it dies" waits for the unit it chose: another unit dying plays no token, the chosen one's death does
    Given the objects:
      | id   | card              | owner | zone |
      | uA1  | Probe Footsoldier | A     | base |
      | wm1  | Probe Waymark     | A     | hand |
      | zap1 | Probe Zap         | A     | hand |
      | zap2 | Probe Zap         | A     | hand |
    When A plays wm1 targeting uA1
    And all players pass priority
    And A plays zap1 targeting gB
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    |
      | zone_changed | gB     | trash |
    And these events did not happen:
      | type         | source |
      | chain_push   | wm1    |
      | token_played |        |
    When A plays zap2 targeting uA1
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    | id    |
      | zone_changed | uA1    | trash |       |
      | chain_push   |        |       | wm1#1 |
    When all players pass priority
    Then the events include, in order:
      | type         | object  | player | location |
      | token_played | wm1#1+1 | A      | base     |

  @rule:riftbound:359.3.f.3.a
  Scenario: [19] A token the delayed trigger plays at a battlefield its controller no longer controls is a unit there and contests it
    # The Waymark records bf1 while uA1 is there. A then brings both its units home, so bf1 becomes uncontrolled;
    # when uA1 dies in base the Recruit token is played at bf1, as a unit at that battlefield, and being played
    # to a battlefield its controller doesn't control makes it contested (187.3.a.1, outside the index).
    Given the objects:
      | id   | card              | owner | zone        | location |
      | uA1  | Probe Footsoldier | A     | battlefield | bf1      |
      | wm1  | Probe Waymark     | A     | hand        |          |
      | zap1 | Probe Zap         | A     | hand        |          |
    When A plays wm1 targeting uA1
    And all players pass priority
    And A moves gA to base
    And A moves uA1 to base
    Then the state includes:
      | path                        | value |
      | battlefields.bf1.controller | none  |
    When A plays zap1 targeting uA1
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type         | object  | location | battlefield | player |
      | token_played | wm1#1+1 | bf1      |             |        |
      | contested    |         |          | bf1         | A      |
    And the objects are:
      | id      | zone        | location |
      | wm1#1+1 | battlefield | bf1      |

  @rule:riftbound:359.3.f.3 @rule:riftbound:359.3.f.3.a.1
  Scenario: [20] A trigger placed on the chain above a spell still waiting there chooses its own targets and notes where its source moved from
    # A plays Probe Insight and, holding priority, Probe Shift on top of it, moving the Pathfinder from its base
    # to bf1. Its trigger goes on the chain above the Insight, which has not resolved yet, and A chooses its unit
    # (uB) as for any trigger; it noted the base it moved from (359.3.f.3). When uB dies this turn the Recruit is
    # played there, at A's base, not at bf1 where the Pathfinder now is (359.3.f.3.a.1).
    Given the objects:
      | id   | card              | owner | zone |
      | pf1  | Probe Pathfinder  | A     | base |
      | uB   | Probe Footsoldier | B     | base |
      | ins1 | Probe Insight     | A     | hand |
      | sh1  | Probe Shift       | A     | hand |
      | zap1 | Probe Zap         | A     | hand |
    When A plays ins1
    And A plays sh1 to bf1 targeting pf1
    And all players pass priority
    Then A must choose targets
    When A chooses targets uB for pf1#1
    Then the chain is:
      | id    | kind      | controller | targets |
      | pf1#1 | triggered | A          | ["uB"]  |
      | ins1  | spell     | A          |         |
    When all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | A      | deckA1 |
      | drew | A      | deckA2 |
    And the chain is empty
    When A plays zap1 targeting uB
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type         | object  | player | location |
      | token_played | pf1#2+1 | A      | base     |
    And the objects are:
      | id  | location |
      | pf1 | bf1      |
