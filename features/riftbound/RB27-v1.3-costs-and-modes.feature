@edition:riftbound:1.3
Feature: RB27 - Modes and the order of cost modifications under Core Rules v1.3
  # v1.3 added modes chosen while playing (355.3), "play it for [Cost]" as a base cost modification applied
  # before everything else (356.1, 356.1.a), and split discounts into those on one component of the cost,
  # applied as the component is added (356.4.c-c.1), and those on the whole cost, applied after them
  # (356.4.d-d.1). Pinned to 1.3 and tagged in v1.3 numbering. The probe costs are chosen so that applying
  # the modifications in a wrong order gives a different total, seen in what is paid or in a rejection.

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
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  # ----- 355.3: modes are chosen while the card is played, with its targets ---------------------------

  @rule:riftbound:355.3
  Scenario: [1] A modal spell asks for its mode while it is played, before its cost is paid; the chosen mode alone happens
    Given the objects:
      | id  | card             | owner | zone |
      | cr1 | Probe Crossroads | A     | hand |
      | br1 | Probe Brute      | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays cr1 targeting br1
    Then A must choose mode:
      | source  | cr1        |
      | options | ["1", "2"] |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |
    And the chain is:
      | id  | pending |
      | cr1 | true    |
    When A chooses 1
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |
    When all players pass priority
    Then the objects are:
      | id  | damage |
      | br1 | 2      |
    And no drew event happened

  @rule:riftbound:355.3
  Scenario: [2] Choosing the mode that targets nothing: the spell draws and deals no damage
    Given the objects:
      | id  | card             | owner | zone |
      | cr1 | Probe Crossroads | A     | hand |
      | br1 | Probe Brute      | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays cr1
    And A chooses 2
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player |
      | resolve | drew     |     | A      |
      | resolve | resolved | cr1 |        |
    And no damage_dealt event happened
    And the objects are:
      | id  | damage |
      | br1 | 0      |

  @rule:riftbound:355.3
  Scenario: [3] A mode the card doesn't have is rejected, and the mode is still to be chosen
    Given the objects:
      | id  | card             | owner | zone |
      | cr1 | Probe Crossroads | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays cr1
    And A chooses 3
    Then the action is rejected as invalid_choice
    And A must choose mode

  @rule:riftbound:355.3 @rule:riftbound:355.8
  Scenario: [4] With no unit to target, the damage mode can't be chosen; the draw mode can
    Given the objects:
      | id  | card             | owner | zone |
      | cr1 | Probe Crossroads | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays cr1
    And A chooses 1
    Then the action is rejected as invalid_target
    When A chooses 2
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player |
      | resolve | drew     |     | A      |
      | resolve | resolved | cr1 |        |

  @rule:riftbound:355.3
  Scenario: [5] A target named as the card is played belongs to a targeting mode: the mode that targets nothing is refused with it
    Given the objects:
      | id  | card             | owner | zone |
      | cr1 | Probe Crossroads | A     | hand |
      | br1 | Probe Brute      | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays cr1 targeting br1
    And A chooses 2
    Then the action is rejected as invalid_target
    And A must choose mode

  # ----- 356.1 / 356.1.a: base cost modifications first; "for [Cost]" replaces the base costs ---------

  @rule:riftbound:356.1.a
  Scenario: [6] A unit played "for [2]" costs 2 Energy in place of its printed Energy and Power
    Given the objects:
      | id  | card             | owner | zone |
      | im1 | Probe Impresario | A     | base |
      | og1 | Probe Ogre       | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays og1
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 2      | {}    |
    And the objects are:
      | id  | zone |
      | og1 | base |

  @rule:riftbound:356.1.a
  Scenario: [7] "For [2]" replaces the cost, it is not a discount: a 1-cost unit then costs 2 and can't be played with 1
    Given the objects:
      | id  | card             | owner | zone |
      | im1 | Probe Impresario | A     | base |
      | ur1 | Probe Urchin     | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays ur1
    Then the action is rejected as cannot_pay
    And the objects are:
      | id  | zone |
      | ur1 | hand |

  @rule:riftbound:356.1.a @rule:riftbound:356.2.b.1
  Scenario: [8] An optional additional cost chosen for a card played "for [2]" is still added and paid
    Given the objects:
      | id  | card             | owner | zone |
      | im1 | Probe Impresario | A     | base |
      | kp1 | Probe Keeper     | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"mind": 1}}}}
      """
    When A plays kp1
    And A chooses pay
    Then the events include, in order:
      | type | player | energy | power       |
      | paid | A      | 2      | {"mind": 1} |
      | drew | A      |        |             |

  @rule:riftbound:356.1.a
  Scenario: [9] Without the Power for the optional cost, paying it is refused even though the card is played "for [2]"
    Given the objects:
      | id  | card             | owner | zone |
      | im1 | Probe Impresario | A     | base |
      | kp1 | Probe Keeper     | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays kp1
    And A chooses pay
    Then the action is rejected as cannot_pay
    When A chooses decline
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 2      | {}    |
    And no drew event happened

  @rule:riftbound:356.1 @rule:riftbound:356.1.a
  Scenario: [10] The base cost is replaced before discounts: "for [2]" and "cost [1] less" make the unit cost 1
    Given the objects:
      | id  | card             | owner | zone |
      | im1 | Probe Impresario | A     | base |
      | hg1 | Probe Haggler    | A     | base |
      | og1 | Probe Ogre       | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays og1
    Then the events include, in order:
      | type | player | energy | power |
      | paid | A      | 1      | {}    |
    And the state includes:
      | path                    | value |
      | players.A.rune_pool.energy | 0  |

  @rule:riftbound:356.1 @rule:riftbound:356.1.a
  Scenario: [11] With no Energy the replaced and discounted cost of 1 can't be paid
    Given the objects:
      | id  | card             | owner | zone |
      | im1 | Probe Impresario | A     | base |
      | hg1 | Probe Haggler    | A     | base |
      | og1 | Probe Ogre       | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0, "power": {"body": 1}}}}
      """
    When A plays og1
    Then the action is rejected as cannot_pay

  @rule:riftbound:356.1 @rule:riftbound:356.1.b.1
  Scenario: [12] Base modifications apply in any order: played ignoring its cost and "for [2]", a unit can be played for nothing
    # deckA1, a 2-cost Footsoldier, is the top card: ignored and then played for [2] it would cost 2.
    Given the objects:
      | id  | card             | owner | zone |
      | im1 | Probe Impresario | A     | base |
      | ws1 | Probe Wellspring | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ws1
    And all players pass priority
    Then the events include, in order:
      | type         | object | from  | to   |
      | zone_changed | deckA1 | chain | base |
    And the objects are:
      | id     | zone |
      | deckA1 | base |

  # ----- 356.4.c-d.1: component discounts first, then discounts on the whole cost ----------------------

  @rule:riftbound:356.4.c @rule:riftbound:356.4.d
  Scenario: [13] A discount on the optional cost applies as it is added, before a whole-cost discount with a minimum: the total is 1, not 0
    Given the objects:
      | id  | card             | owner | zone        | location |
      | fb1 | Probe Frostbite  | A     | hand        |          |
      | pd1 | Probe Prodigy    | A     | base        |          |
      | ap1 | Probe Apprentice | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays fb1
    Then A must choose optional cost
    When A chooses pay
    Then the events include, in order:
      | type | player | energy |
      | paid | A      | 1      |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player | card   |
      | resolve | drew     |     | A      | deckA1 |
      | resolve | drew     |     | A      | deckA2 |
      | resolve | resolved | fb1 |        |        |

  @rule:riftbound:356.4.c @rule:riftbound:356.4.d
  Scenario: [14] With no Energy, paying that optional cost is refused (the whole-cost discount can't come first to make it free); declining is allowed
    Given the objects:
      | id  | card             | owner | zone        | location |
      | fb1 | Probe Frostbite  | A     | hand        |          |
      | pd1 | Probe Prodigy    | A     | base        |          |
      | ap1 | Probe Apprentice | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A plays fb1
    And A chooses pay
    Then the action is rejected as cannot_pay
    When A chooses decline
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player | card   |
      | resolve | drew     |     | A      | deckA1 |
      | resolve | resolved | fb1 |        |        |

  @rule:riftbound:356.4.c
  Scenario: [15] A discount on optional additional costs doesn't touch the rest of the cost
    # Any 1-Energy spell without an optional cost does: a discount misapplied to its whole cost would make it free.
    Given the objects:
      | id  | card              | owner | zone |
      | qs1 | Probe Quick Study | A     | hand |
      | pd1 | Probe Prodigy     | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A plays qs1
    Then the action is rejected as cannot_pay

  @rule:riftbound:356.4.c.1
  Scenario: [16] Two discounts on the same optional cost apply in any order: the one with a minimum first, and the cost is free
    Given the objects:
      | id  | card            | owner | zone |
      | fb1 | Probe Frostbite | A     | hand |
      | pd1 | Probe Prodigy   | A     | base |
      | ms1 | Probe Miser     | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A plays fb1
    And A chooses pay
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player | card   |
      | resolve | drew     |     | A      | deckA1 |
      | resolve | drew     |     | A      | deckA2 |
      | resolve | resolved | fb1 |        |        |

  @rule:riftbound:356.4.c.1 @rule:riftbound:356.4.e
  Scenario: [17] Alone, the discount with a minimum leaves the optional cost at 1: with no Energy, paying it is refused
    Given the objects:
      | id  | card            | owner | zone |
      | fb1 | Probe Frostbite | A     | hand |
      | ms1 | Probe Miser     | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A plays fb1
    And A chooses pay
    Then the action is rejected as cannot_pay
    And A must choose optional cost

  @rule:riftbound:356.4.d.1
  Scenario: [18] Whole-cost discounts apply in any order: the one with a minimum first, then "cost [1] less" makes [2] free
    Given the objects:
      | id  | card             | owner | zone        | location |
      | fb1 | Probe Frostbite  | A     | hand        |          |
      | hg1 | Probe Haggler    | A     | base        |          |
      | ap1 | Probe Apprentice | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A plays fb1
    And A chooses pay
    Then the chain is:
      | id  | pending |
      | fb1 | false   |

  @rule:riftbound:356.4.d @rule:riftbound:356.4.d.1
  Scenario: [19] A whole-cost discount comes after the component discount, which then still acts in full: the optional [2] ends free
    Given the objects:
      | id  | card            | owner | zone |
      | fb1 | Probe Frostbite | A     | hand |
      | ms1 | Probe Miser     | A     | base |
      | hg1 | Probe Haggler   | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 0}}}
      """
    When A plays fb1
    And A chooses pay
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player | card   |
      | resolve | drew     |     | A      | deckA1 |
      | resolve | drew     |     | A      | deckA2 |
      | resolve | resolved | fb1 |        |        |

  @rule:riftbound:355.3 @rule:riftbound:359.3.e.4
  Scenario: [20] The chosen mode's target is checked again as the spell resolves: a unit that went to its hand and came back is a new object
    # A's Probe Crossroads (mode 1: "Deal 2 to a unit") targets B's Reflex Guard. B returns it to hand with
    # Probe Recall, then plays it again (both Reaction; a unit enters the board at once) before the Crossroads
    # resolves: the unit on the board is a new object, no longer the target, so it is dealt no damage.
    Given the objects:
      | id  | card               | owner | zone |
      | cr1 | Probe Crossroads   | A     | hand |
      | rg  | Probe Reflex Guard | B     | base |
      | rc1 | Probe Recall       | B     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}, "B": {"energy": 3, "power": {"calm": 1}}}}
      """
    When A plays cr1 targeting rg
    And A chooses 1
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
    And the chain is:
      | id  |
      | cr1 |
    When all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | cr1 |
    And no damage_dealt event happened
    And the objects are:
      | id | zone | damage |
      | rg | base | 0      |

  @rule:riftbound:356.2.b.1 @rule:riftbound:356.4.f.1
  Scenario: [21] An optional cost declined: the spell's "if you paid the additional cost" part does nothing
    # Probe Frostbite: draw 1, and 1 more only if its optional [2] was paid. Declined, A draws exactly 1.
    Given the objects:
      | id  | card            | owner | zone |
      | fb1 | Probe Frostbite | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays fb1
    And A chooses decline
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player | card   |
      | resolve | drew     |     | A      | deckA1 |
      | resolve | resolved | fb1 |        |        |
    And the objects are:
      | id     | zone      |
      | deckA2 | main_deck |

  @rule:riftbound:356.4.c
  Scenario: [22] Only a discount on the board under A's control lowers A's optional cost: not B's Prodigy, nor one in A's hand
    # Probe Prodigy: "Optional additional costs you pay cost [1] less." B's, on B's base, lowers B's costs only,
    # and the one in A's hand is no permanent of A's: Probe Frostbite's optional [2] stays [2] (either discount
    # wrongly applied would make it payable with A's 1 Energy), so paying it is refused; declining is allowed.
    Given the objects:
      | id  | card            | owner | zone |
      | fb1 | Probe Frostbite | A     | hand |
      | pd1 | Probe Prodigy   | A     | hand |
      | pd2 | Probe Prodigy   | B     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays fb1
    And A chooses pay
    Then the action is rejected as cannot_pay
    And A must choose optional cost
    When A chooses decline
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id  | player | card   |
      | resolve | drew     |     | A      | deckA1 |
      | resolve | resolved | fb1 |        |        |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 1     |
