@edition:riftbound:1.3
Feature: RB30 - Cleanups after status changes, repeated cleanups and staged combats (Core Rules v1.3)

  # A status change is itself a reason for a cleanup (319.7); a cleanup that changes something is followed by
  # another until one changes nothing (322); with a combat staged and no showdown staged, a Neutral Open
  # cleanup begins that combat, the turn player choosing among several (323.13). Tagged in v1.3 numbering.
  # Probe Lamplighter: +2 Might while ready, "[E]: [Reaction] Add [1]" (an Add takes effect at once, 337.1.c).
  # Probe Standard-Bearer: other friendly units here have +1 Might.
  # Probe Bastion: 0 Might, not recalled when a combat ends, so a combat of two Bastions has "No Result".

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3, "power": {"fury": 2}},
                      "B": {"energy": 3, "power": {"fury": 2}}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  # ----- 319.7: a status change queues a cleanup -----

  @rule:riftbound:319.7
  Scenario: [1] Exhausting a unit for its Add ability lowers its Might to its damage; the cleanup that follows kills it while a spell still waits on the chain
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id    | card              | owner | zone        | location | damage |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      | 0      |
      | lamp  | Probe Lamplighter | B     | base        |          | 3      |
      | bolt1 | Probe Bolt        | A     | hand        |          |        |
    Then the objects are:
      | id   | might | exhausted |
      | lamp | 4     | false     |
    When A plays bolt1 targeting u2
    And A passes priority
    And B activates lamp
    Then the events include, in order:
      | type      | object | player |
      | exhausted | lamp   |        |
      | added     |        | B      |
      | killed    | lamp   |        |
    And the objects are:
      | id    | zone        |
      | lamp  | trash       |
      | u2    | battlefield |
      | bolt1 | chain       |
    And the chain is:
      | id    | controller |
      | bolt1 | A          |
    And B has priority

  @rule:riftbound:319.7
  Scenario: [2] A status change that leaves a unit's Might above its damage kills nothing, and the cleanup does not pass priority
    Given the objects:
      | id   | card              | owner | zone | damage |
      | lamp | Probe Lamplighter | A     | base | 1      |
    When A activates lamp
    Then the events include, in order:
      | type      | object | player |
      | exhausted | lamp   |        |
      | added     |        | A      |
    And no killed event happened
    And the objects are:
      | id   | zone | might | damage | exhausted |
      | lamp | base | 2     | 1      | true      |
    And A has priority

  # ----- 322: cleanups repeat until one changes nothing -----

  @rule:riftbound:322 @rule:riftbound:323.5 @rule:riftbound:323.6
  Scenario: [3] Each death lowers the next unit's Might: three cleanups in a row kill one after another, and the last one leaves the battlefield uncontrolled
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
    Then the objects are:
      | id  | might |
      | sb1 | 3     |
      | sb2 | 3     |
      | fs  | 4     |
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
      | battlefields.bf2.units      | []    |
    And A has priority

  @rule:riftbound:322
  Scenario: [4] The repeats stop once a cleanup changes nothing: a unit whose damage stays below its lowered Might survives
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id    | card                  | owner | zone        | location | damage |
      | sb1   | Probe Standard-Bearer | B     | battlefield | bf2      | 0      |
      | fs    | Probe Footsoldier     | B     | battlefield | bf2      | 1      |
      | bolt1 | Probe Bolt            | A     | hand        |          |        |
    When A plays bolt1 targeting sb1
    And all players pass priority
    Then the events include, in order:
      | type     | id    | object |
      | resolved | bolt1 |        |
      | killed   |       | sb1    |
    And these events did not happen:
      | type            | object | battlefield |
      | killed          | fs     |             |
      | control_changed |        | bf2         |
    And the objects are:
      | id | zone        | might | damage |
      | fs | battlefield | 2     | 1      |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | B     |
    And A has priority

  # ----- 323.13: a staged combat with no staged showdown begins in a Neutral Open cleanup -----

  @rule:riftbound:323.13
  Scenario: [5] A combat with no result stages only a combat there; with no showdown staged, the next cleanup begins it without asking
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id | card          | owner | zone        | location |
      | hA | Probe Bastion | A     | battlefield | bf2      |
      | hB | Probe Bastion | B     | battlefield | bf2      |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | battlefield | attacker | defender | combat |
      | combat_staged  | bf2         |          |          |        |
      | combat_ended   | bf2         |          |          |        |
      | combat_began   | bf2         | A        | B        |        |
      | showdown_began | bf2         |          |          | true   |
    And these events did not happen:
      | type            | battlefield |
      | showdown_staged | bf2         |
      | control_changed | bf2         |
      | points_scored   | bf2         |
    And the objects are:
      | id | zone        | location | designation |
      | hA | battlefield | bf2      | attacker    |
      | hB | battlefield | bf2      | defender    |
    And the state includes:
      | path                        | value |
      | combat.battlefield          | bf2   |
      | showdown.combat             | true  |
      | battlefields.bf2.controller | B     |
    And the turn is:
      | focus    | A |
      | priority | A |

  @rule:riftbound:323.13 @rule:riftbound:323.11
  Scenario: [6] With combats staged at two battlefields and no showdown staged, the turn player chooses which combat begins; the other stays staged
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id  | card          | owner | zone        | location |
      | hA2 | Probe Bastion | A     | battlefield | bf2      |
      | hB2 | Probe Bastion | B     | battlefield | bf2      |
      | hA3 | Probe Bastion | A     | battlefield | bf3      |
      | hB3 | Probe Bastion | B     | battlefield | bf3      |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | battlefield | combat |
      | combat_staged  | bf2         |        |
      | combat_ended   | bf2         |        |
      | combat_began   | bf3         |        |
      | showdown_began | bf3         | true   |
    When A passes focus
    And B passes focus
    Then A must choose combat:
      | options | ["bf2", "bf3"] |
    And the state includes:
      | path                             | value |
      | battlefields.bf2.combat_staged   | true  |
      | battlefields.bf2.showdown_staged | false |
      | battlefields.bf3.combat_staged   | true  |
      | battlefields.bf3.showdown_staged | false |
    When A chooses bf3
    Then the events include, in order:
      | type           | battlefield | attacker | defender | combat |
      | combat_began   | bf3         | A        | B        |        |
      | showdown_began | bf3         |          |          | true   |
    And no showdown_staged event happened
    And the state includes:
      | path                           | value |
      | combat.battlefield             | bf3   |
      | battlefields.bf2.combat_staged | true  |
    And the turn is:
      | focus    | A |
      | priority | A |

  @rule:riftbound:323.13
  Scenario: [7] Choosing a battlefield where no combat is staged is rejected, and the turn player still has to choose
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | fA  | Probe Footsoldier | A     | battlefield | bf1      |
      | hA2 | Probe Bastion     | A     | battlefield | bf2      |
      | hB2 | Probe Bastion     | B     | battlefield | bf2      |
      | hA3 | Probe Bastion     | A     | battlefield | bf3      |
      | hB3 | Probe Bastion     | B     | battlefield | bf3      |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A passes focus
    And B passes focus
    And A passes focus
    And B passes focus
    Then A must choose combat:
      | options | ["bf2", "bf3"] |
    When A chooses bf1
    Then the action is rejected as invalid_choice
    And A must choose combat:
      | options | ["bf2", "bf3"] |
    When A chooses bf2
    Then the events include, in order:
      | type         | battlefield |
      | combat_began | bf2         |
    And the state includes:
      | path                           | value |
      | combat.battlefield             | bf2   |
      | battlefields.bf3.combat_staged | true  |

  # ----- 364: a passive ability changes the game by being there -----

  @rule:riftbound:364
  Scenario: [8] Two Standard-Bearers at one battlefield give each other +1 Might; one in the base gets none from them
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id  | card                  | owner | zone        | location |
      | sb1 | Probe Standard-Bearer | A     | battlefield | bf2      |
      | sb2 | Probe Standard-Bearer | A     | battlefield | bf2      |
      | sb3 | Probe Standard-Bearer | A     | base        |          |
    Then the objects are:
      | id  | might |
      | sb1 | 3     |
      | sb2 | 3     |
      | sb3 | 2     |

  # ----- 324.2: a cleanup caused by a Special Cleanup is a normal one -----

  @rule:riftbound:324.2
  Scenario: [9] The cleanup that follows the Combat Special Cleanup is a normal one: an attacker whose recall was replaced is not recalled again
    # A's Brute attacks B's Footsoldier and Urchin; B's Probe Aegis takes 1 off each damage dealt to B's units.
    # A divides 4 as 2 and 2, so 1 each is dealt: the Urchin dies, the Footsoldier lives; B's 3 leave the Brute
    # alive. The Combat Special Cleanup (461.1) kills the Urchin, heals, and recalls the Brute since a defender
    # remains: A's Probe Anchor draws A a card instead, and the Brute stays. The death calls for another
    # cleanup (322), a normal one (324.2) without the inserted recall: the Anchor draws only once.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id     | card              | owner | zone        | location |
      | deckA1 | Probe Footsoldier | A     | main_deck   |          |
      | deckA2 | Probe Footsoldier | A     | main_deck   |          |
      | an1    | Probe Anchor      | A     | base        |          |
      | br1    | Probe Brute       | A     | battlefield | bf2      |
      | ae2    | Probe Aegis       | B     | base        |          |
      | u2     | Probe Footsoldier | B     | battlefield | bf2      |
      | ur2    | Probe Urchin      | B     | battlefield | bf2      |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | focus       | A      |
      | priority    | A      |
    When A passes focus
    And B passes focus
    Then A must assign combat damage:
      | amount  | 4       |
      | options | u2, ur2 |
    When A assigns the combat damage of bf2:
      | target | amount |
      | u2     | 2      |
      | ur2    | 2      |
    Then the events include, in order:
      | type   | object | player | card   |
      | killed | ur2    |        |        |
      | drew   |        | A      | deckA1 |
    And these events did not happen:
      | type     | card   | object |
      | drew     | deckA2 |        |
      | recalled |        | br1    |
    And the objects are:
      | id     | zone        | location |
      | br1    | battlefield | bf2      |
      | u2     | battlefield | bf2      |
      | ur2    | trash       | none     |
      | deckA1 | hand        | none     |
      | deckA2 | main_deck   | none     |
