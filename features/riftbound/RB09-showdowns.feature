@edition:riftbound:1.2
Feature: RB09 - Showdowns

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

  @rule:riftbound:340 @rule:riftbound:340.2 @rule:riftbound:344 @rule:riftbound:344.3 @rule:riftbound:344.4 @rule:riftbound:344.3.a @rule:riftbound:344.3.a.1 @rule:riftbound:345 @rule:riftbound:345.2 @rule:riftbound:345.2.a @rule:riftbound:345.2.a.1 @rule:riftbound:322.13 @edition:riftbound:1.3
  Scenario: [1] A stand-alone showdown ends when every player passes Focus; the only player with units there conquers
    # Once the showdown has begun it is no longer staged at bf1 (322.13: the staged showdown begins there), though
    # bf1 is still contested until A establishes control.
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    Then the events include, in order:
      | type           | object | battlefield |
      | moved          | u1     |             |
      | showdown_began |        | bf1         |
    And the state includes:
      | path                             | value |
      | battlefields.bf1.contested       | true  |
      | battlefields.bf1.showdown_staged | false |
    When A passes focus
    Then the turn is:
      | focus    | B |
      | priority | B |
    And no showdown_ended event happened
    When B passes focus
    Then the events include, in order:
      | type            | battlefield | controller | player | method  |
      | showdown_ended  | bf1         |            |        |         |
      | control_changed | bf1         | A          |        |         |
      | points_scored   | bf1         |            | A      | conquer |
    And the state includes:
      | path                        | value        |
      | battlefields.bf1.controller | A            |
      | battlefields.bf1.contested  | false        |
      | players.A.points            | 1            |
      | turn_state                  | neutral_open |
      | showdown                    | none         |
    And A has priority

  @rule:riftbound:345.2.a.1 @edition:riftbound:1.3
  Scenario: [2] Gaining control of a battlefield already scored this turn is not a Conquer
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    And the setup also has:
      """
      {"scored_this_turn": {"A": ["bf1"]}}
      """
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | type            | battlefield | controller |
      | showdown_ended  | bf1         |            |
      | control_changed | bf1         | A          |
    And no points_scored event happened
    And the state includes:
      | path             | value |
      | players.A.points | 0     |

  @rule:riftbound:345.2.b @rule:riftbound:345.2.b.1
  Scenario: [3] A stand-alone showdown ending with units of two players leaves the battlefield contested and stages a combat
    # B's u3 holds bf2, so nothing but the showdown changes between the two passes of Focus.
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Brute       | A     | battlefield | bf3      |
      | u2 | Probe Footsoldier | B     | battlefield | bf3      |
      | u3 | Probe Footsoldier | B     | battlefield | bf2      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf3", "combat": false}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | battlefield | attacker | defender |
      | showdown_ended | bf3         |          |          |
      | combat_staged  | bf3         |          |          |
      | combat_began   | bf3         | A        | B        |
    And no control_changed event happened
    And the state includes:
      | path            | value |
      | combat.attacker | A     |

  @rule:riftbound:342 @rule:riftbound:342.1 @rule:riftbound:342.1.a @rule:riftbound:303.2.a @rule:riftbound:376.3.b.1 @rule:riftbound:333.1.b @rule:riftbound:376.4.d @rule:riftbound:376.4.d.1 @rule:riftbound:376.4.d.2 @rule:riftbound:376.4.d.3 @rule:riftbound:376.4.e @rule:riftbound:376.4.e.1 @rule:riftbound:376.4.e.2 @rule:riftbound:376.4.e.3 @rule:riftbound:376.3.a
  Scenario: [4] A combat's initial chain holds the attacker's attack triggers below the defender's defend triggers
    Given the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | se1 | Probe Sentry   | B     | battlefield | bf2      |
    When A moves va1 to bf2
    Then the events include, in order:
      | type         | object | designation | id    |
      | designated   | va1    | attacker    |       |
      | chain_push   |        |             | va1#1 |
      | chain_push   |        |             | se1#1 |
    And the events include, in order:
      | type      | id    |
      | finalized | va1#1 |
      | finalized | se1#1 |
    And the chain is:
      | id    | kind      | controller | targets |
      | se1#1 | triggered | B          |         |
      | va1#1 | triggered | A          | ["se1"] |
    And the state includes:
      | path       | value           |
      | turn_state | showdown_closed |
    And B has priority

  @rule:riftbound:343.1 @rule:riftbound:342.1
  Scenario: [5] Focus does not pass when the initial chain has resolved
    Given the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | se1 | Probe Sentry   | B     | battlefield | bf2      |
    When A moves va1 to bf2
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | se1#1 |
    And A has priority
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | va1#1 |
    And the turn is:
      | focus    | A |
      | priority | A |
    And the state includes:
      | path       | value         |
      | turn_state | showdown_open |

  @rule:riftbound:342.1.b @rule:riftbound:341
  Scenario: [6] Without attack or defend triggers the combat's showdown opens with no chain and the attacker holds Focus
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    Then no chain_push event happened
    And the chain is empty
    And the turn is:
      | focus    | A |
      | priority | A |
    And the state includes:
      | path       | value         |
      | turn_state | showdown_open |

  @rule:riftbound:343 @rule:riftbound:336.2 @edition:riftbound:1.3
  Scenario: [7] When the last chain item of a showdown resolves, Focus passes to the next player
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Footsoldier | A     | battlefield | bf9      |
      | fs1   | Probe Field Study | A     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A plays fs1
    And all players pass priority
    Then the events include, in order:
      | moment | type     | id  | player |
      |        | resolved | fs1 |        |
      | gain   | focus    |     | B      |
      | gain   | priority |     | B      |
    And the turn is:
      | focus    | B |
      | priority | B |

  @rule:riftbound:339 @rule:riftbound:339.1 @rule:riftbound:339.1.a @rule:riftbound:339.1.b @rule:riftbound:339.2 @edition:riftbound:1.3
  Scenario: [8] In a Showdown State cards and abilities without Action or Reaction cannot be used
    Given the objects:
      | id   | card              | owner | zone        | location |
      | u1   | Probe Footsoldier | A     | battlefield | bf9      |
      | ins1 | Probe Insight     | A     | hand        |          |
      | rel1 | Probe Relic       | A     | base        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A plays ins1
    Then the action is rejected as timing
    When A activates rel1
    Then the action is rejected as timing
    When A passes focus
    And B passes focus
    Then the state includes:
      | path       | value        |
      | turn_state | neutral_open |
    When A activates rel1
    Then the chain is:
      | id     | kind      |
      | rel1#1 | activated |

  @rule:riftbound:344.2 @rule:riftbound:339.1.b @edition:riftbound:1.3
  Scenario: [9] The Focus holder may activate a Reaction ability during a showdown
    Given the objects:
      | id     | card              | owner | zone        | location |
      | u1     | Probe Footsoldier | A     | battlefield | bf9      |
      | runeA1 | Probe Fury Rune   | A     | base        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A activates runeA1
    Then the events include, in order:
      | type  | player | energy |
      | added | A      | 1      |
    And the turn is:
      | focus    | A |
      | priority | A |

  @rule:riftbound:344.3.a @rule:riftbound:344.4 @edition:riftbound:1.3
  Scenario: [10] The showdown ends only after all players pass Focus in sequence without acting
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf9      |
      | am1 | Probe Ambusher    | B     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A passes focus
    And B plays am1
    Then the turn is:
      | focus | A |
    When A passes focus
    Then no showdown_ended event happened
    And the turn is:
      | focus | B |
    When B passes focus
    Then the events include, in order:
      | type           | battlefield |
      | showdown_ended | bf9         |

  @rule:riftbound:340.1 @rule:riftbound:341 @edition:riftbound:1.3
  Scenario: [11] Contesting a battlefield controlled by an opponent opens the showdown as the first step of combat with the contester holding Focus
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    Then the events include, in order:
      | type           | battlefield | combat | player |
      | combat_began   | bf2         |        |        |
      | showdown_began | bf2         | true   |        |
      | focus          |             |        | A      |
    And the state includes:
      | path        | value    |
      | combat.step | showdown |

  @rule:riftbound:316.4.b @rule:riftbound:316.4.c @edition:riftbound:1.3
  Scenario: [12] A combat started by a spell runs like one started by a standard move
    # Probe Shift moves A's Brute onto bf2, where B has a unit: the same combat as RB05/7's standard move
    # follows (a showdown, then damage, then the resolution step).
    Given the objects:
      | id  | card              | owner | zone        | location |
      | br1 | Probe Brute       | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | sh1 | Probe Shift       | A     | hand        |          |
    When A plays sh1 to bf2 targeting br1
    And all players pass priority
    Then the events include, in order:
      | type           | battlefield | player | attacker | defender | combat |
      | contested      | bf2         | A      |          |          |        |
      | combat_began   | bf2         |        | A        | B        |        |
      | showdown_began | bf2         |        |          |          | true   |
    And the state includes:
      | path               | value    |
      | combat.battlefield | bf2      |
      | combat.attacker    | A        |
      | combat.defender    | B        |
      | combat.step        | showdown |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | moment | type           | battlefield | target | amount | combat | object | player | method  |
      |        | showdown_ended | bf2         |        |        |        |        |        |         |
      | damage | damage_dealt   |             | u2     | 4      | true   |        |        |         |
      | damage | damage_dealt   |             | br1    | 2      | true   |        |        |         |
      |        | healed         |             |        |        |        | br1    |        |         |
      |        | points_scored  | bf2         |        |        |        |        | A      | conquer |
      |        | combat_ended   | bf2         |        |        |        |        |        |         |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | A     |
      | players.A.points            | 1     |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @rule:riftbound:322.10
  Scenario: [13] The attacker assigns its Might among two defenders lethal to one before the next
    # The combat damage step (core rules 443.1.d.3-4; 460.2.c in v1.3): 2 Might against two 2-Might defenders
    # goes all to one of them; 1 to each is not lethal to either. While the steps of this combat go on, no
    # combat is staged at bf2, though it is still contested with units of both players there (322.10; 439, outside
    # the index: a combat is staged only until its steps begin).
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
      | u3 | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 2      |
      | options | u2, u3 |
    And no damage_dealt event happened
    And the state includes:
      | path                           | value |
      | battlefields.bf2.contested     | true  |
      | battlefields.bf2.combat_staged | false |
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 1      |
      | u3     | 1      |
    Then the action is rejected as invalid_choice
    When A assigns the combat damage of bf2:
      | target | amount |
      | u3     | 2      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | u1     | 4      |
      | damage | damage_dealt | u3     | 2      |
    And the objects are:
      | id | zone        |
      | u2 | battlefield |
      | u3 | trash       |

  @rule:riftbound:348.1 @rule:riftbound:316.4.e @edition:riftbound:1.3
  Scenario: [14] In v1.3 too, the attacker assigns its Might among two defenders lethal to one before the next
    # The combat damage step (core rules 443.1.d.3-4; 460.2.c in v1.3): 2 Might against two 2-Might defenders
    # goes all to one of them; 1 to each is not lethal to either.
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
      | u3 | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 2      |
      | options | u2, u3 |
    And no damage_dealt event happened
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 1      |
      | u3     | 1      |
    Then the action is rejected as invalid_choice
    When A assigns the combat damage of bf2:
      | target | amount |
      | u3     | 2      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | u1     | 4      |
      | damage | damage_dealt | u3     | 2      |
    And the objects are:
      | id | zone        |
      | u2 | battlefield |
      | u3 | trash       |

  @rule:riftbound:342.1.a @rule:riftbound:342.1 @edition:riftbound:1.3
  Scenario: [15] The attacker's attack triggers go on the initial chain first even when the attacker is not the turn player
    # On A's turn, in answer to A's Fallback, B moves its Vanguard onto bf1, where A's Sentry is: B attacks,
    # A defends. B's "When I attack" goes on the chain first, A's "When I defend" last (so it resolves first),
    # whoever's turn it is.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | se1 | Probe Sentry      | A     | battlefield | bf1      |
      | fA  | Probe Footsoldier | A     | battlefield | bf1      |
      | fb1 | Probe Fallback    | A     | hand        |          |
      | va2 | Probe Vanguard    | B     | base        |          |
      | sh2 | Probe Shift       | B     | hand        |          |
    When A plays fb1 targeting fA
    And A passes priority
    And B plays sh2 to bf1 targeting va2
    And all players pass priority
    And all players pass priority
    Then the state includes:
      | path            | value |
      | combat.attacker | B     |
      | combat.defender | A     |
    And the events include, in order:
      | type       | id    |
      | chain_push | va2#1 |
      | chain_push | se1#1 |
    And the chain is:
      | id    | controller |
      | se1#1 | A          |
      | va2#1 | B          |

  @rule:riftbound:341 @edition:riftbound:1.3
  Scenario: [16] The player who contested the battlefield holds Focus as the showdown begins, even on the other player's turn
    # On B's turn A answers B's Insight by moving a unit onto bf2, which B holds. Once the chain is empty the
    # combat begins there: A applied Contested, so A attacks and A, not the turn player, gains Focus.
    Given the objects:
      | id   | card              | owner | zone        | location |
      | fB   | Probe Footsoldier | B     | battlefield | bf2      |
      | insB | Probe Insight     | B     | hand        |          |
      | fA   | Probe Footsoldier | A     | base        |          |
      | shA  | Probe Shift       | A     | hand        |          |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B plays insB
    And B passes priority
    And A plays shA to bf2 targeting fA
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type           | battlefield | attacker | defender | combat |
      | combat_began   | bf2         | A        | B        |        |
      | showdown_began | bf2         |          |          | true   |
    And the turn is:
      | turn player | B |
      | focus       | A |
      | priority    | A |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [17] The attacker assigns all its Might, only to the defending units, lethal to each of them before any excess
    # The combat damage step (core rules 443.1.d-443.1.d.4, outside the index; 460.2.c in v1.3): Probe Brute's 4
    # Might against a 2-Might and a 1-Might defender is enough for both, so each must get lethal damage; the
    # extra 1 may go to either (a choice, so A is asked). Not all 4, excess before lethal to both, or damage to
    # a unit not defending here is refused.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | br1 | Probe Brute       | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ur2 | Probe Urchin      | B     | battlefield | bf2      |
      | uB  | Probe Footsoldier | B     | base        |          |
    When A moves br1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 4       |
      | options | u2, ur2 |
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 4      |
    Then the action is rejected as invalid_choice
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 2      |
      | ur2    | 1      |
    Then the action is rejected as invalid_choice
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 2      |
      | ur2    | 1      |
      | uB     | 1      |
    Then the action is rejected
    And no damage_dealt event happened
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 3      |
      | ur2    | 1      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | br1    | 3      |
      | damage | damage_dealt | u2     | 3      |
      | damage | damage_dealt | ur2    | 1      |
    And the objects are:
      | id  | zone  | damage |
      | uB  | base  | 0      |
      | u2  | trash |        |
      | ur2 | trash |        |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [18] With too little Might for every defender, lethal damage goes to the units with Tank before any other
    # Tank (741, outside the index; core rules 443.1.d.5-6): Probe Brute's 4 Might against two 3-Might Taunters
    # (Tank) and a 2-Might Footsoldier. Either Taunter may come first, but the Footsoldier gets nothing until
    # both Taunters have lethal damage, which 4 can't give: 2 to the Footsoldier, or 1 after one Taunter, is
    # refused.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | br1 | Probe Brute       | A     | base        |          |
      | tB1 | Probe Taunter     | B     | battlefield | bf2      |
      | tB2 | Probe Taunter     | B     | battlefield | bf2      |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves br1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 4             |
      | options | tB1, tB2, u2  |
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 2      |
      | tB1    | 2      |
    Then the action is rejected as invalid_choice
    When A assigns the combat damage of bf2:
      | target | amount |
      | tB1    | 3      |
      | u2     | 1      |
    Then the action is rejected as invalid_choice
    And no damage_dealt event happened
    When A assigns the combat damage of bf2:
      | target | amount |
      | tB2    | 3      |
      | tB1    | 1      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | tB2    | 3      |
      | damage | damage_dealt | tB1    | 1      |
    And the objects are:
      | id  | zone        |
      | tB1 | battlefield |
      | tB2 | trash       |
      | u2  | battlefield |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [19] When attacker and defender both survive the combat, the attacker is recalled to its base and the defender keeps the battlefield
    # The combat cleanup (core rules 444.1.a.2, outside the index; 461.1.a.2 in v1.3): attackers are recalled
    # while defenders remain. Each player's Probe Aegis makes the other's 2 damage 1, so both Footsoldiers live.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | base        |          |
      | ae1 | Probe Aegis       | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ae2 | Probe Aegis       | B     | base        |          |
    When A moves u1 to bf2
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | moment | type         | target | amount | battlefield |
      | damage | damage_dealt | u1     | 1      |             |
      | damage | damage_dealt | u2     | 1      |             |
      |        | combat_ended |        |        | bf2         |
    And no killed event happened
    And the objects are:
      | id | zone        | location |
      | u1 | base        | base     |
      | u2 | battlefield | bf2      |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | B     |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [20] A defender killed during the combat's showdown leaves no one to fight: no combat damage is dealt and the attacker conquers
    # The combat damage step happens only if attackers and defenders both remain (core rules 443.1.a, outside
    # the index; v1.3 460.2.a). A kills the only defender with Probe Bolt while holding Focus.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | base        |          |
      | bo1 | Probe Bolt        | A     | hand        |          |
      | ur2 | Probe Urchin      | B     | battlefield | bf2      |
    When A moves u1 to bf2
    And A plays bo1 targeting ur2
    And all players pass priority
    Then the objects are:
      | id  | zone  |
      | ur2 | trash |
    When all players pass priority
    Then the events include, in order:
      | type          | battlefield | player | method  |
      | points_scored | bf2         | A      | conquer |
    And no damage_dealt event happened
    And the objects are:
      | id | zone        | location | damage |
      | u1 | battlefield | bf2      | 0      |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | A     |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [21] With too little Might for every defender, what is left after the Tank's lethal damage goes to any one other unit, lethal or not
    # Tank and the order of lethal damage (741; core rules 443.1.d.3-6, outside the index): Probe Brute's 4 Might
    # against a Taunter (Tank, 3), an Urchin (1) and a Footsoldier (2). The Taunter gets its 3 first; the 1 left
    # may go to the Urchin (lethal) or to the Footsoldier (short of lethal, as nothing is left for a next unit):
    # two legal divisions, so A is asked. More than lethal to the Taunter while others get nothing is refused.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | br1 | Probe Brute       | A     | base        |          |
      | tB1 | Probe Taunter     | B     | battlefield | bf2      |
      | ur2 | Probe Urchin      | B     | battlefield | bf2      |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves br1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 4              |
      | options | tB1, ur2, u2   |
    When A assigns the combat damage of bf2:
      | target | amount |
      | tB1    | 4      |
    Then the action is rejected as invalid_choice
    And no damage_dealt event happened
    When A assigns the combat damage of bf2:
      | target | amount |
      | tB1    | 3      |
      | u2     | 1      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | tB1    | 3      |
      | damage | damage_dealt | u2     | 1      |
    And the objects are:
      | id  | zone        |
      | tB1 | trash       |
      | ur2 | battlefield |
      | u2  | battlefield |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [22] Each side divides its own units' total Might: a 0-Might attacker adds nothing, and the defender assigns its own total among the attackers
    # Combat damage (core rules 443.1.b-d, outside the index): A's Footsoldier and Probe Bastion (0 Might) deal 2
    # in all, which A divides between B's two Footsoldiers (all of it to one: 2 is lethal to either). B's two
    # Footsoldiers deal 4, enough for lethal to both attackers (2 and 1) with 1 to spare for either, so B is
    # asked too. Both sides' damage is dealt at once.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | a1  | Probe Footsoldier | A     | base        |          |
      | ba1 | Probe Bastion     | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | u3  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves a1, ba1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 2      |
      | options | u2, u3 |
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 2      |
    Then B must assign combat damage:
      | amount  | 4       |
      | options | a1, ba1 |
    And no damage_dealt event happened
    When B assigns the combat damage of bf2:
      | target | amount |
      | a1     | 3      |
      | ba1    | 1      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | u2     | 2      |
      | damage | damage_dealt | a1     | 3      |
      | damage | damage_dealt | ba1    | 1      |
    And the objects are:
      | id  | zone        |
      | u2  | trash       |
      | u3  | battlefield |
      | a1  | trash       |
      | ba1 | trash       |

  @rule:riftbound:376.4.d.2.a @rule:riftbound:322.5.b @edition:riftbound:1.3
  Scenario: [23] In a combat already under way, an attacker that changes sides twice regains the Attacker designation without an Attack trigger
    # The combat at bf3 is set up in progress: A's Vanguard has attacked in it already, so its "When I attack"
    # has had its one chance this combat (376.4.d.2.a). B takes it (a defender now), A takes it back (an attacker
    # again): no Attack trigger.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf3", "combat": true},
       "combat": {"battlefield": "bf3", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id  | card           | owner | zone        | location |
      | vA  | Probe Vanguard | A     | battlefield | bf3      |
      | bB  | Probe Brute    | B     | battlefield | bf3      |
      | tcA | Probe Turncoat | A     | hand        |          |
      | tcB | Probe Turncoat | B     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A passes focus
    And B plays tcB targeting vA
    And all players pass priority
    Then the objects are:
      | id | controller | designation |
      | vA | B          | defender    |
    When A plays tcA targeting vA
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller | designation |
      | unit_control_changed | vA     | A          |             |
      | designated           | vA     |            | attacker    |
    And no chain_push event happened
    And the objects are:
      | id | designation | damage |
      | bB | defender    | 0      |

  @rule:riftbound:345.2.a @edition:riftbound:1.3
  Scenario: [24] A contested battlefield holding one player's units only was contested by that player, who takes control as the showdown ends
    # The setup leaves out contested_by: with units of one player only, that player's unit applied Contested
    # (PROTOCOL-riftbound.md section 1), so A is the contester and, alone there when the showdown ends, takes
    # control of bf3.
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf3      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B", "contested": true}],
       "showdown": {"battlefield": "bf3", "combat": false}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    Then the state includes:
      | path                          | value |
      | battlefields.bf3.contested_by | A     |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type            | battlefield | controller |
      | showdown_ended  | bf3         |            |
      | control_changed | bf3         | A          |
    And the state includes:
      | path                          | value |
      | battlefields.bf3.controller   | A     |
      | battlefields.bf3.contested    | false |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [25] An attacker whose Might is lethal to no defender still chooses which one of them takes it
    # The combat damage step (core rules 443.1.d.3-4, outside the index; 460.2.c in v1.3): Probe Urchin's 1 Might
    # against two 2-Might defenders is lethal to neither, so it goes all to one of them, either one: A's choice.
    # A gives it to the first one, u2.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | ur1 | Probe Urchin      | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | u3  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves ur1 to bf2
    And A passes focus
    And B passes focus
    And A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 1      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | ur1    | 4      |
      | damage | damage_dealt | u2     | 1      |
    And the objects are:
      | id  | zone        | damage |
      | ur1 | trash       |        |
      | u2  | battlefield | 0      |
      | u3  | battlefield | 0      |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [26] Lethal damage counts the damage a unit already has: 1 more is lethal to a damaged 2-Might defender
    # The combat damage step (core rules 443.1.d.3-4, outside the index; 460.2.c in v1.3): lethal damage is what
    # brings a unit's damage to its Might (142.2.a, outside the index). u2 already has 1 damage, so 1 is lethal to
    # it and the other 1 of A's 2 Might may go to u3: lethal to u2, then the rest to the next unit.
    Given the objects:
      | id | card              | owner | zone        | location | damage |
      | u1 | Probe Footsoldier | A     | base        |          |        |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      | 1      |
      | u3 | Probe Footsoldier | B     | battlefield | bf2      |        |
    When A moves u1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 2      |
      | options | u2, u3 |
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 1      |
      | u3     | 1      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | u2     | 1      |
      | damage | damage_dealt | u3     | 1      |
    And the objects are:
      | id | zone        |
      | u2 | trash       |
      | u3 | battlefield |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [27] With too little Might for every defender, a Tank that takes exactly all of it leaves no choice to ask for
    # Tank (core rules 443.1.d.5-6, outside the index): A's 3 Might against B's 3-Might Taunter (Tank) and 2-Might
    # Footsoldier is not enough for both, and the Taunter must have lethal damage first: all 3 to the Taunter is
    # the one legal assignment, so A is not asked (PROTOCOL-riftbound: prompted only when there is a choice).
    Given the objects:
      | id | card              | owner | zone        | location |
      | tA | Probe Taunter     | A     | base        |          |
      | tB | Probe Taunter     | B     | battlefield | bf2      |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves tA to bf2
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | tB     | 3      |
      | damage | damage_dealt | tA     | 5      |
    And the objects are:
      | id | zone        | damage |
      | tB | trash       |        |
      | u2 | battlefield | 0      |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [28] With too little Might for every defender, the attacker chooses which one of them it all goes to, lethal or not
    # The combat damage step (core rules 443.1.d.3-4, outside the index; 460.2.c in v1.3): A's 2 Might against a
    # 2-Might Footsoldier and a 3-Might Ambusher is not enough for both. It may all go to the Footsoldier (lethal)
    # or all to the Ambusher (not lethal, but no other unit is given any): A's choice, so A is asked. A picks the
    # Ambusher, which survives; the Footsoldier takes nothing.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | base        |          |
      | am2 | Probe Ambusher    | B     | battlefield | bf2      |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 2       |
      | options | u2, am2 |
    When A assigns the combat damage of bf2:
      | target | amount |
      | am2    | 2      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | am2    | 2      |
      | damage | damage_dealt | u1     | 5      |
    And the objects are:
      | id  | zone        | damage |
      | u1  | trash       |        |
      | u2  | battlefield | 0      |
      | am2 | battlefield | 0      |

  @rule:riftbound:345.1 @rule:riftbound:316.4.e @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [29] With too little Might for every defender, lethal to one may be followed by the rest to the next
    # The combat damage step (core rules 443.1.d.3-4, outside the index; 460.2.c in v1.3): A's 3-Might Ambusher
    # against a 2-Might Footsoldier and a 3-Might Ambusher may give 2 (lethal) to the Footsoldier and the other 1
    # to the Ambusher, or all 3 (lethal) to the Ambusher: A's choice, so A is asked. A picks the first.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | am1 | Probe Ambusher    | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | am2 | Probe Ambusher    | B     | battlefield | bf2      |
    When A moves am1 to bf2
    And A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 3       |
      | options | u2, am2 |
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 2      |
      | am2    | 1      |
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | u2     | 2      |
      | damage | damage_dealt | am2    | 1      |
      | damage | damage_dealt | am1    | 5      |
    And the objects are:
      | id  | zone        | damage |
      | am1 | trash       |        |
      | u2  | trash       |        |
      | am2 | battlefield | 0      |

  @rule:riftbound:425.2.a @rule:riftbound:440.1 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [30] With two players, a player whose units have all left their combat may still move another unit into it
    # RB31/16 with two players: A's Recall returns uA, A's only unit at bf3, to A's hand while Quick Study keeps a
    # chain open, so the combat goes on without any permanent of A's there. Battlefields with a staged or ongoing
    # combat are closed to moves only with more than two players (425.2.a, 440.1): A's Shift takes uA2 there.
    Given the objects:
      | id     | card              | owner | zone        | location |
      | uA     | Probe Footsoldier | A     | battlefield | bf3      |
      | uB     | Probe Brute       | B     | battlefield | bf3      |
      | uA2    | Probe Footsoldier | A     | base        |          |
      | qs1    | Probe Quick Study | A     | hand        |          |
      | rc1    | Probe Recall      | A     | hand        |          |
      | shift1 | Probe Shift       | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf3", "combat": true},
       "combat": {"battlefield": "bf3", "attacker": "A", "defender": "B"}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    When A plays qs1
    And A plays rc1 targeting uA
    And all players pass priority
    Then the objects are:
      | id | zone |
      | uA | hand |
    And the state includes:
      | path            | value |
      | combat.attacker | A     |
    When A plays shift1 to bf3 targeting uA2
    And all players pass priority
    Then the events include, in order:
      | type     | id     |
      | resolved | shift1 |
    And the objects are:
      | id  | zone        | location |
      | uA2 | battlefield | bf3      |

  @rule:riftbound:344.3.a @rule:riftbound:345 @rule:riftbound:322.8 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [31] A stand-alone showdown whose only unit was killed still ends when every player passes Focus, and no one controls the battlefield
    # B kills A's only unit at bf1 with Probe Bolt while holding Focus. The showdown goes on until all players
    # pass Focus in sequence (344.3.a); with no units left there, no player establishes control (184.4).
    # bf1 is then neither controlled nor contested, so the next unit A moves there contests it again, opening a
    # new showdown that A, alone there, wins: A conquers bf1 (184.3.a.1, 322.8, 345.2.a).
    Given the objects:
      | id  | card              | owner | zone |
      | u1  | Probe Footsoldier | A     | base |
      | u2  | Probe Footsoldier | A     | base |
      | bo2 | Probe Bolt        | B     | hand |
    When A moves u1 to bf1
    And A passes focus
    And B plays bo2 targeting u1
    And all players pass priority
    Then the objects are:
      | id | zone  |
      | u1 | trash |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | battlefield |
      | showdown_ended | bf1         |
    And no control_changed event happened
    And no points_scored event happened
    And the state includes:
      | path                        | value        |
      | battlefields.bf1.controller | none         |
      | turn_state                  | neutral_open |
      | showdown                    | none         |
    And A has priority
    When A moves u2 to bf1
    Then the events include, in order:
      | type           | battlefield |
      | contested      | bf1         |
      | showdown_began | bf1         |
    When A passes focus
    And B passes focus
    Then the state includes:
      | path                        | value |
      | battlefields.bf1.controller | A     |

  @rule:riftbound:376.4.e.2.a @rule:riftbound:322.5.b @edition:riftbound:1.3
  Scenario: [32] In a combat already under way, a defender that changes sides twice regains the Defender designation without a Defend trigger
    # The other side of [23]: the combat at bf3 is set up in progress, so B's Probe Sentry ("When I defend, draw
    # 1") has defended in it already and its trigger has had its one chance this combat (376.4.e.2.a). A takes it
    # (an attacker now), B takes it back (a defender again): no Defend trigger.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf3", "combat": true},
       "combat": {"battlefield": "bf3", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | fA  | Probe Footsoldier | A     | battlefield | bf3      |
      | sB  | Probe Sentry      | B     | battlefield | bf3      |
      | tcA | Probe Turncoat    | A     | hand        |          |
      | tcB | Probe Turncoat    | B     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A plays tcA targeting sB
    And all players pass priority
    Then the objects are:
      | id | controller | designation |
      | sB | A          | attacker    |
    When B plays tcB targeting sB
    And all players pass priority
    Then the events include, in order:
      | type                 | object | controller | designation |
      | unit_control_changed | sB     | B          |             |
      | designated           | sB     |            | defender    |
    And no chain_push event happened

  @rule:riftbound:376.3.b.1 @rule:riftbound:303.2.a @edition:riftbound:1.3
  Scenario: [33] Triggers that happen at once during a combat showdown start with the turn player, even when the attacker is not the turn player
    # On A's turn A's Bounty Hunter chooses B's Urchin; in answer B moves the Urchin onto bf1, where A's
    # Footsoldier is: B attacks, A defends, and no unit has an attack or defend trigger (no initial chain). A Zaps
    # the Urchin: B's Mourner ("when another friendly unit dies") and A's Bounty Hunter ("when that unit dies")
    # trigger together. The attacker-first order of 342.1.a (v1.3 459.2.d.1) is the initial chain's alone; these
    # follow 376.3.b.1 (v1.3 383.3.d.1): A, the turn player, adds theirs first, B's goes on top.
    Given the objects:
      | id   | card                | owner | zone        | location |
      | fA   | Probe Footsoldier   | A     | battlefield | bf1      |
      | bh1  | Probe Bounty Hunter | A     | hand        |          |
      | zap1 | Probe Zap           | A     | hand        |          |
      | uB   | Probe Urchin        | B     | base        |          |
      | mo1  | Probe Mourner       | B     | base        |          |
      | sh2  | Probe Shift         | B     | hand        |          |
    When A plays bh1
    And A chooses targets uB for bh1#1
    And A passes priority
    And B plays sh2 to bf1 targeting uB
    And all players pass priority
    And all players pass priority
    Then the state includes:
      | path            | value |
      | combat.attacker | B     |
      | combat.defender | A     |
    And B has priority
    When B passes focus
    And A plays zap1 targeting uB
    And all players pass priority
    Then the events include, in order:
      | type         | object | to    | source | controller |
      | zone_changed | uB     | trash |        |            |
      | chain_push   |        |       | bh1    | A          |
      | chain_push   |        |       | mo1    | B          |
    And the chain is:
      | id    | controller |
      | mo1#1 | B          |
      | bh1#2 | A          |

  @rule:riftbound:322.10 @rule:riftbound:322.14
  Scenario: [34] An attacker that isn't recalled when a combat ends stays beside the defender: no one establishes control, and the next cleanup stages a combat there and begins it
    # Probe Bastion (0 Might): "I'm not recalled when a combat ends." Two Bastions deal each other no damage, so
    # both remain. The Combat Special Cleanup recalls attackers while defenders remain (core rules 444.1.a.2,
    # outside the index), except the one whose text says otherwise. With units of two players left, 444.2 has
    # no "player with units remaining" to establish control: B keeps bf2, still contested, and the cleanup
    # after the combat stages a combat there (322.10) and begins it (322.14), A attacking again (the staging
    # itself is a bookkeeping event, PROTOCOL.md section 11.3: the combat that begins shows it).
    Given the objects:
      | id | card          | owner | zone        | location |
      | hA | Probe Bastion | A     | base        |          |
      | hB | Probe Bastion | B     | battlefield | bf2      |
    When A moves hA to bf2
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | type          | battlefield | attacker | defender |
      | combat_ended  | bf2         |          |          |
      | combat_began  | bf2         | A        | B        |
    And these events did not happen:
      | type            | battlefield |
      | recalled        |             |
      | control_changed | bf2         |
    And the objects are:
      | id | zone        | location | designation |
      | hA | battlefield | bf2      | attacker    |
      | hB | battlefield | bf2      | defender    |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | B     |
      | battlefields.bf2.contested  | true  |

  @rule:riftbound:333.1.b @rule:riftbound:376.3.b @edition:riftbound:1.3
  Scenario: [35] The defender orders their two defend triggers before the attacker's attack trigger chooses its target
    # The triggers of the designations are all placed on the initial chain first, the Attacker's first (342.1.a),
    # each player ordering their own (376.3.b): A's Vanguard trigger goes on pending, then B orders the two
    # Sentries'. Only then are the pending items finalized, in the order they were added (333.1.b): the
    # Vanguard's trigger, first added, chooses its target then.
    Given the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | se1 | Probe Sentry   | B     | battlefield | bf2      |
      | se2 | Probe Sentry   | B     | battlefield | bf2      |
    When A moves va1 to bf2
    Then B must order triggers:
      | options | ["se1#1", "se2#1"] |
    When B orders triggers: se2#1, se1#1
    Then A must choose targets:
      | source  | va1#1          |
      | options | ["se1", "se2"] |
    When A chooses targets se1 for va1#1
    Then the chain is:
      | id    | kind      | controller | targets |
      | se1#1 | triggered | B          |         |
      | se2#1 | triggered | B          |         |
      | va1#1 | triggered | A          | ["se1"] |
    And B has priority
