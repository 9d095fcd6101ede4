@edition:riftbound:1.2
Feature: RB07 - Cleanups

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
      {"rune_pools": {"A": {"energy": 9, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 9, "power": {"fury": 2, "mind": 1}}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:322.4 @rule:riftbound:319.4 @rule:riftbound:322 @rule:riftbound:322.6 @edition:riftbound:1.3
  Scenario: [1] A unit with lethal damage is killed into its owner's trash in the cleanup after the spell leaves the chain
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
    When A plays bolt1 targeting u2
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount | object | battlefield | controller |
      | damage_dealt | u2     | 3      |        |             |            |
      | killed       |        |        | u2     |             |            |
      | control_changed |     |        |        | bf2         | none       |
    And the state includes:
      | path            | value    |
      | objects.u2.zone | trash    |
      | players.B.trash | ["u2"]   |
      | players.A.trash | ["bolt1"] |

  @rule:riftbound:322.4 @edition:riftbound:1.3
  Scenario: [2] Damage below a unit's Might does not kill it
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id    | card        | owner | zone        | location |
      | u2    | Probe Brute | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt  | A     | hand        |          |
    When A plays bolt1 targeting u2
    And all players pass priority
    Then no killed event happened
    And the objects are:
      | id | zone        | damage |
      | u2 | battlefield | 3      |

  @rule:riftbound:322.3 @rule:riftbound:336.3 @rule:riftbound:320 @rule:riftbound:320.1 @rule:riftbound:312.2.c @edition:riftbound:1.3
  Scenario: [3] A lethally damaged unit with Deathknell adds its trigger, which waits on the chain for its controller
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id    | card         | owner | zone        | location |
      | m1    | Probe Martyr | B     | battlefield | bf2      |
      | u3    | Probe Brute  | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt   | A     | hand        |          |
    When A plays bolt1 targeting m1
    And all players pass priority
    Then the events include, in order:
      | type       | object | id   | player |
      | chain_push |        | m1#1 |        |
      | killed     | m1     |      |        |
      | priority   |        |      | B      |
    And no drew event happened
    And the chain is:
      | id   | kind      | controller |
      | m1#1 | triggered | B          |
    When all players pass priority
    Then the events include, in order:
      | type     | id   | player |
      | resolved | m1#1 |        |
    And the events include, in order:
      | type | player |
      | drew | B      |
    And A has priority

  @rule:riftbound:322.6 @rule:riftbound:319.7 @edition:riftbound:1.3
  Scenario: [4] A battlefield left with no units and not contested becomes uncontrolled after the move
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf1      |
    When A moves u1 to base
    Then the events include, in order:
      | type            | object | battlefield | controller |
      | moved           | u1     |             |            |
      | control_changed |        | bf1         | none       |
    And the state includes:
      | path                        | value |
      | battlefields.bf1.controller | none  |

  @rule:riftbound:322.7 @rule:riftbound:319.5 @edition:riftbound:1.3
  Scenario: [5] Gear at a battlefield is recalled to base in the cleanup after a unit enters the board
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | u1   | Probe Footsoldier | A     | battlefield | bf1      |
      | rel1 | Probe Relic       | A     | battlefield | bf1      |
      | f1   | Probe Footsoldier | A     | hand        |          |
    # Until the cleanup the gear is at bf1 too, but a battlefield's units are only its units.
    Then the state includes:
      | path                   | value  |
      | battlefields.bf1.units | ["u1"] |
    When A plays f1
    Then the events include, in order:
      | type     | object |
      | recalled | rel1   |
    And the objects are:
      | id   | zone | location |
      | rel1 | base | base     |

  @rule:riftbound:322.7 @rule:riftbound:319.1 @rule:riftbound:319.3 @edition:riftbound:1.3
  Scenario: [6] A facedown card at a battlefield its controller does not control is trashed in the cleanup after a spell is put on the chain
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | u2   | Probe Footsoldier | B     | battlefield | bf2      |
      | hid1 | Probe Insight     | A     | facedown    | bf2      |
      | ins1 | Probe Insight     | A     | hand        |          |
    When A plays ins1
    Then the events include, in order:
      | type         | object | from     | to    | location |
      | zone_changed | hid1   | facedown | trash | none     |
    And no resolved event happened
    And the state includes:
      | path                      | value     |
      | battlefields.bf2.facedown | none      |
      | players.A.trash           | ["hid1"]  |

  @rule:riftbound:322.8 @rule:riftbound:322.8.a @rule:riftbound:322.13 @edition:riftbound:1.3
  Scenario: [7] With showdowns staged at two battlefields the turn player picks one; the other stays staged
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "contested": true, "contested_by": "A"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf1      |
      | u3 | Probe Footsoldier | A     | battlefield | bf3      |
      | f1 | Probe Footsoldier | A     | hand        |          |
    When A plays f1
    Then A must choose showdown:
      | options | ["bf1", "bf3"] |
    When A chooses bf3
    Then the events include, in order:
      | type           | battlefield | combat |
      | showdown_began | bf3         | false  |
    And the state includes:
      | path                              | value |
      | showdown.battlefield              | bf3   |
      | battlefields.bf1.showdown_staged  | true  |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | battlefield |
      | showdown_ended | bf3         |
      | showdown_began | bf1         |

  @rule:riftbound:322.9 @rule:riftbound:322.10 @rule:riftbound:340.1 @edition:riftbound:1.3
  Scenario: [8] A contested, uncontrolled battlefield holding units of two players stages a combat, not a stand-alone showdown
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf1      |
      | u2 | Probe Footsoldier | B     | battlefield | bf1      |
      | f1 | Probe Footsoldier | A     | hand        |          |
    When A plays f1
    Then the events include, in order:
      | type           | battlefield | attacker | defender | combat |
      | combat_staged  | bf1         |          |          |        |
      | combat_began   | bf1         | A        | B        |        |
      | showdown_began | bf1         |          |          | true   |
    And these events did not happen:
      | type           | battlefield | combat |
      | showdown_began | bf1         | false  |

  @rule:riftbound:322.10 @rule:riftbound:322.10.a @rule:riftbound:322.14
  Scenario: [9] With combats staged at two battlefields the turn player picks one; the other stays staged and follows
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "B", "controller": "B", "contested": true, "contested_by": "A"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B", "contested": true, "contested_by": "A"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Brute       | A     | battlefield | bf1      |
      | u2 | Probe Footsoldier | B     | battlefield | bf1      |
      | u3 | Probe Brute       | A     | battlefield | bf3      |
      | u4 | Probe Footsoldier | B     | battlefield | bf3      |
      | f1 | Probe Footsoldier | A     | hand        |          |
    When A plays f1
    Then A must choose combat:
      | options | ["bf1", "bf3"] |
    When A chooses bf3
    Then the events include, in order:
      | type         | battlefield |
      | combat_began | bf3         |
    And the state includes:
      | path                           | value |
      | combat.battlefield             | bf3   |
      | battlefields.bf1.combat_staged | true  |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type         | battlefield |
      | combat_ended | bf3         |
      | combat_began | bf1         |

  @rule:riftbound:322.11 @edition:riftbound:1.3
  Scenario: [10] A staged combat stops being staged when one side's units are gone before it opens
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "B", "controller": "B", "contested": true, "contested_by": "A"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B", "contested": true, "contested_by": "A"}]}
      """
    And the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Brute       | A     | battlefield | bf1      |
      | u2    | Probe Footsoldier | B     | battlefield | bf1      |
      | u3    | Probe Brute       | A     | battlefield | bf3      |
      | u4    | Probe Footsoldier | B     | battlefield | bf3      |
      | f1    | Probe Footsoldier | A     | hand        |          |
      | bolt1 | Probe Bolt        | A     | hand        |          |
    When A plays f1
    And A chooses bf3
    And A plays bolt1 targeting u2
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | u2     |
    And the state includes:
      | path                           | value |
      | battlefields.bf1.combat_staged | false |
    When B passes focus
    And A passes focus
    Then the events include, in order:
      | type         | battlefield |
      | combat_ended | bf3         |
    And these events did not happen:
      | type         | battlefield |
      | combat_began | bf1         |

  @rule:riftbound:322.12 @rule:riftbound:319.3
  Scenario: [11] A play trigger added to the chain is finalized in the cleanup
    Given the objects:
      | id | card         | owner | zone |
      | h1 | Probe Herald | A     | hand |
    When A plays h1
    Then the events include, in order:
      | type       | id   |
      | chain_push | h1#1 |
      | finalized  | h1#1 |
    And the chain is:
      | id   | kind      | controller |
      | h1#1 | triggered | A          |

  @rule:riftbound:322.1 @edition:riftbound:1.3
  Scenario: [12] A player who has as many points as the victory score wins in the next cleanup
    # The win is the cleanup's first step (v1.2 322.1, v1.3 323.1): the game ends there, so the steps after it
    # never happen and B's unit, already dealt lethal damage, is not killed.
    Given a riftbound game with players:
      | player | points |
      | A      | 8      |
      | B      | 0      |
    And the objects:
      | id | card              | owner | zone | damage |
      | f1 | Probe Footsoldier | A     | hand |        |
      | uB | Probe Footsoldier | B     | base | 2      |
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And no killed event happened
    And the state includes:
      | path      | value |
      | game_over | true  |
      | winners   | ["A"] |
    And the objects are:
      | id | zone | damage |
      | uB | base | 2      |
    # The game has ended with the win: no player acts in it any more.
    When A ends their turn
    Then the action is rejected as game_over

  @rule:riftbound:322.5 @rule:riftbound:322.5.a @edition:riftbound:1.3
  Scenario: [13] A unit that arrives at the combat's battlefield takes its controller's designation in the next cleanup
    # Only units at the combat's battlefield are designated (322.5): A's u3 and B's u4, at battlefields of their
    # own, take part in no combat and get no designation.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf4", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Brute       | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | u3  | Probe Footsoldier | A     | battlefield | bf3      |
      | u4  | Probe Footsoldier | B     | battlefield | bf4      |
      | am1 | Probe Ambusher    | B     | hand        |          |
    When A moves u1 to bf2
    And A passes focus
    And B plays am1 to bf2
    Then the events include, in order:
      | type       | object | designation |
      | designated | am1    | defender    |
    And the objects are:
      | id  | location | designation |
      | am1 | bf2      | defender    |
      | u2  | bf2      | defender    |
      | u1  | bf2      | attacker    |
      | u3  | bf3      | none        |
      | u4  | bf4      | none        |

  @rule:riftbound:322.5.c @rule:riftbound:321 @rule:riftbound:319.6
  Scenario: [14] A defender moved out of combat loses its designation in a cleanup; the Might it loses then kills it in the cleanup that follows
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id  | card              | owner | zone        | location | damage |
      | fA  | Probe Footsoldier | A     | battlefield | bf2      | 0      |
      | fA2 | Probe Footsoldier | A     | battlefield | bf2      | 0      |
      | bw  | Probe Bulwark     | B     | battlefield | bf2      | 3      |
      | fb1 | Probe Fallback    | B     | hand        |          |        |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | B      |
      | priority    | B      |
    Then the objects are:
      | id | designation | might |
      | bw | defender    | 4     |
    When B plays fb1 targeting bw
    And all players pass priority
    Then the events include, in order:
      | type       | object | to   | designation |
      | moved      | bw     | base |             |
      | designated | bw     |      | none        |
      | killed     | bw     |      |             |
    And the objects are:
      | id  | zone        | designation |
      | bw  | trash       | none        |
      | fA  | battlefield | attacker    |
      | fA2 | battlefield | attacker    |

  @rule:riftbound:322.14 @rule:riftbound:322.10 @edition:riftbound:1.3
  Scenario: [15] A combat staged while a chain exists begins only once the chain is empty
    # B answers A's Insight by moving a unit onto bf1, which A holds: the combat is staged at once, but the turn
    # is Closed (Insight still waits on the chain), so it begins only after Insight has resolved.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | fA   | Probe Footsoldier | A     | battlefield | bf1      |
      | ins1 | Probe Insight     | A     | hand        |          |
      | fB   | Probe Footsoldier | B     | base        |          |
      | sh2  | Probe Shift       | B     | hand        |          |
    When A plays ins1
    And A passes priority
    And B plays sh2 to bf1 targeting fB
    And all players pass priority
    Then the state includes:
      | path                           | value |
      | battlefields.bf1.combat_staged | true  |
    And no combat_began event happened
    And the chain is:
      | id   |
      | ins1 |
    When all players pass priority
    Then the events include, in order:
      | type         | id   | battlefield | attacker | defender |
      | resolved     | ins1 |             |          |          |
      | combat_began |      | bf1         | B        | A        |

  @rule:riftbound:322.7 @edition:riftbound:1.3
  Scenario: [16] A facedown card at a battlefield its own player controls stays there through the cleanup
    # RB07/6's position with the battlefield A's instead of B's: the same cleanup after the spell is put on the
    # chain leaves A's hidden card where it is.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | uA   | Probe Footsoldier | A     | battlefield | bf2      |
      | hid1 | Probe Insight     | A     | facedown    | bf2      |
      | ins1 | Probe Insight     | A     | hand        |          |
    When A plays ins1
    Then these events did not happen:
      | type         | object |
      | zone_changed | hid1   |
    And the state includes:
      | path                      | value |
      | battlefields.bf2.facedown | hid1  |
      | players.A.trash           | []    |

  @rule:riftbound:322.13 @rule:riftbound:340 @rule:riftbound:341 @edition:riftbound:1.3
  Scenario: [17] A showdown staged while a chain exists begins only once the chain is empty, with its contester holding Focus
    # B answers A's Insight by moving a unit onto bf1, empty and uncontrolled: the showdown is staged at once, but
    # the turn is Closed until Insight has resolved; then it begins, and B, who contested bf1, gains Focus.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | fB   | Probe Footsoldier | B     | base |
      | sh2  | Probe Shift       | B     | hand |
    When A plays ins1
    And A passes priority
    And B plays sh2 to bf1 targeting fB
    And all players pass priority
    Then the events include, in order:
      | type      | battlefield | player |
      | contested | bf1         | B      |
    And the state includes:
      | path                             | value |
      | battlefields.bf1.showdown_staged | true  |
    And no showdown_began event happened
    And the chain is:
      | id   |
      | ins1 |
    When all players pass priority
    Then the events include, in order:
      | type           | id   | battlefield | combat |
      | resolved       | ins1 |             |        |
      | showdown_began |      | bf1         | false  |
    And the turn is:
      | turn player | A |
      | focus       | B |
      | priority    | B |

  @rule:riftbound:322.5 @edition:riftbound:1.3
  Scenario: [18] Once a combat is over no unit keeps its Attacker or Defender designation
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | uA | Probe Brute       | A     | battlefield | bf2      |
      | uB | Probe Footsoldier | B     | battlefield | bf2      |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type         | object | battlefield | controller |
      | killed       | uB     |             |            |
      | combat_ended |        | bf2         |            |
    And the state includes:
      | path                        | value |
      | combat                      | null  |
      | battlefields.bf2.controller | A     |
    And the objects are:
      | id | zone        | location | designation |
      | uA | battlefield | bf2      | none        |

  @rule:riftbound:322.1
  Scenario: [19] v1.2: a Conquer that reaches the victory score wins at once: the conquering unit's trigger never goes on the chain
    Given a riftbound game with players:
      | player | points |
      | A      | 7      |
      | B      | 0      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | cq1 | Probe Conqueror   | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves cq1 to bf2
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | object | player | battlefield | method  | points |
      | killed         | uB     |        |             |         |        |
      | points_scored  |        | A      | bf2         | conquer |        |
      | points_changed |        | A      |             |         | 8      |
      | game_won       |        | A      |             |         |        |
    And no chain_push event happened
    And the state includes:
      | path      | value |
      | game_over | true  |
      | winners   | ["A"] |
    # The game has ended with the win: no player acts in it any more.
    When A ends their turn
    Then the action is rejected as game_over

  @rule:riftbound:322.11 @edition:riftbound:1.3
  Scenario: [20] A combat staged at a later battlefield stops being staged during a combat at an earlier one when one side's units are gone
    # [10] with the battlefields swapped: the cleanups during the combat at bf1 still look at every other
    # battlefield, whichever comes first in the game's list.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "B", "controller": "B", "contested": true, "contested_by": "A"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B", "contested": true, "contested_by": "A"}]}
      """
    And the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Brute       | A     | battlefield | bf1      |
      | u2    | Probe Footsoldier | B     | battlefield | bf1      |
      | u3    | Probe Brute       | A     | battlefield | bf3      |
      | u4    | Probe Footsoldier | B     | battlefield | bf3      |
      | f1    | Probe Footsoldier | A     | hand        |          |
      | bolt1 | Probe Bolt        | A     | hand        |          |
    When A plays f1
    And A chooses bf1
    And A plays bolt1 targeting u4
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | u4     |
    And the state includes:
      | path                           | value |
      | combat.battlefield             | bf1   |
      | battlefields.bf3.combat_staged | false |

  @rule:riftbound:321 @rule:riftbound:322.4 @rule:riftbound:322.6
  Scenario: [21] A death in one cleanup lowers the next unit's Might: the cleanups repeat until nothing changes, before anyone gets priority
    # Probe Standard-Bearer: other friendly units here have +1 Might. The Bolt kills sb1, which takes sb2 to 2
    # Might with 2 damage, and sb2's death takes fs to 2 Might with 2 damage: each death qualifies for another
    # cleanup (321), and the last leaves bf2 with no units, uncontrolled (322.6). (RB30/3 in v1.3.)
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id    | card                  | owner | zone        | location | damage |
      | sb1   | Probe Standard-Bearer | B     | battlefield | bf2      | 0      |
      | sb2   | Probe Standard-Bearer | B     | battlefield | bf2      | 2      |
      | fs    | Probe Footsoldier     | B     | battlefield | bf2      | 2      |
      | bolt1 | Probe Bolt            | A     | hand        |          |        |
    When A plays bolt1 targeting sb1
    And all players pass priority
    Then the events include, in order:
      | type            | id    | object | battlefield | controller |
      | resolved        | bolt1 |        |             |            |
      | killed          |       | sb1    |             |            |
      | killed          |       | sb2    |             |            |
      | killed          |       | fs     |             |            |
      | control_changed |       |        | bf2         | none       |
    And the objects are:
      | id  | zone  |
      | sb1 | trash |
      | sb2 | trash |
      | fs  | trash |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | none  |
    And A has priority

  @rule:riftbound:322.7 @edition:riftbound:1.3
  Scenario: [22] A facedown card stays at a battlefield its controller controls, even one its owner does not
    # [6] with the hidden card controlled by B, who controls bf2: what counts is who controls the card, not who
    # owns it, so the cleanups after A's Insight leave it where it is.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id   | card              | owner | controller | zone        | location |
      | u2   | Probe Footsoldier | B     |            | battlefield | bf2      |
      | hid1 | Probe Insight     | A     | B          | facedown    | bf2      |
      | ins1 | Probe Insight     | A     |            | hand        |          |
    When A plays ins1
    And all players pass priority
    Then these events did not happen:
      | type         | object |
      | zone_changed | hid1   |
    And the objects are:
      | id   | zone     | location | controller |
      | hid1 | facedown | bf2      | B          |

  @rule:riftbound:303.2.a @rule:riftbound:368 @edition:riftbound:1.3
  Scenario: [23] Units of both players die in one cleanup: the turn player orders the replacements of their death first
    # On B's turn B's Quake leaves both Urchins with lethal damage: they die at once (322.4), and each player has
    # two Hourglasses that would replace their unit's death, so each chooses which applies (368). What happens
    # at once is sequenced in turn order (303.2.a): B, the turn player, is asked first, though A's unit is
    # listed first.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id  | card            | owner | zone        | location |
      | uA  | Probe Urchin    | A     | battlefield | bf1      |
      | uB  | Probe Urchin    | B     | battlefield | bf2      |
      | hA1 | Probe Hourglass | A     | base        |          |
      | hA2 | Probe Hourglass | A     | base        |          |
      | hB1 | Probe Hourglass | B     | base        |          |
      | hB2 | Probe Hourglass | B     | base        |          |
      | qk1 | Probe Quake     | B     | hand        |          |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B plays qk1
    And all players pass priority
    Then B must choose replacement:
      | options | ["hB1", "hB2"] |
    When B chooses hB1
    Then A must choose replacement:
      | options | ["hA1", "hA2"] |
    When A chooses hA2
    Then the events include, in order:
      | type   | object |
      | killed | hB1    |
    And the events include, in order:
      | type   | object |
      | killed | hA2    |

  @rule:riftbound:322.9 @rule:riftbound:322.10
  Scenario: [24] v1.2: a staged showdown stops being staged when an opponent's units arrive before it opens; a combat is staged instead
    # [17], then A answers too, moving a unit onto bf1 while Insight still waits: units of two players are there
    # before the showdown could open, so it is no longer staged (322.9) and a combat is (322.10), which begins
    # once the chain is empty, B attacking (B applied Contested).
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | fA   | Probe Footsoldier | A     | base |
      | shA  | Probe Shift       | A     | hand |
      | fB   | Probe Footsoldier | B     | base |
      | sh2  | Probe Shift       | B     | hand |
    When A plays ins1
    And A passes priority
    And B plays sh2 to bf1 targeting fB
    And all players pass priority
    Then the state includes:
      | path                             | value |
      | battlefields.bf1.showdown_staged | true  |
    When A plays shA to bf1 targeting fA
    And all players pass priority
    Then the state includes:
      | path                             | value |
      | battlefields.bf1.showdown_staged | false |
      | battlefields.bf1.combat_staged   | true  |
    And the chain is:
      | id   |
      | ins1 |
    When all players pass priority
    Then the events include, in order:
      | type         | id   | battlefield | attacker | defender |
      | resolved     | ins1 |             |          |          |
      | combat_began |      | bf1         | B        | A        |
    And these events did not happen:
      | type           | battlefield | combat |
      | showdown_began | bf1         | false  |

  @rule:riftbound:321 @rule:riftbound:322.4
  Scenario: [25] During a combat the cleanups still repeat until nothing changes: a death that lowers the next unit's Might kills it before anyone acts again
    # [21] while a combat goes on at bf3 (its showdown, A holding Focus): the Bolt kills sb1, which takes sb2 to
    # 2 Might with 2 damage, and sb2's death takes fs to 2 Might with 2 damage; each death calls for another
    # cleanup (321), whatever the combat elsewhere: all three die before anyone can act again.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf3", "combat": true},
       "combat": {"battlefield": "bf3", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id    | card                  | owner | zone        | location | damage |
      | uA    | Probe Footsoldier     | A     | battlefield | bf3      | 0      |
      | uB    | Probe Footsoldier     | B     | battlefield | bf3      | 0      |
      | sb1   | Probe Standard-Bearer | B     | battlefield | bf2      | 0      |
      | sb2   | Probe Standard-Bearer | B     | battlefield | bf2      | 2      |
      | fs    | Probe Footsoldier     | B     | battlefield | bf2      | 2      |
      | bolt1 | Probe Bolt            | A     | hand        |          |        |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A plays bolt1 targeting sb1
    And all players pass priority
    Then the events include, in order:
      | type     | id    | object |
      | resolved | bolt1 |        |
      | killed   |       | sb1    |
      | killed   |       | sb2    |
      | killed   |       | fs     |
    And the objects are:
      | id  | zone  |
      | sb1 | trash |
      | sb2 | trash |
      | fs  | trash |

  @rule:riftbound:322.7 @rule:riftbound:319.5 @edition:riftbound:1.3
  Scenario: [26] Gear at a battlefield is recalled in the cleanup though no unit is at any battlefield
    # As [5], with the gear the only card at a battlefield: the cleanup looks for gear at battlefields whatever
    # else is there.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | rel1 | Probe Relic       | A     | battlefield | bf1      |
      | f1   | Probe Footsoldier | A     | hand        |          |
    When A plays f1
    Then the events include, in order:
      | type     | object |
      | recalled | rel1   |
    And the objects are:
      | id   | zone | location |
      | rel1 | base | base     |
      | f1   | base | base     |
