@edition:riftbound:1.3
Feature: RB20 - Changes in Core Rules v1.3
  # Behaviour that Core Rules v1.3 (2026-03-30) changed from v1.2, in v1.3 numbering. Pinned to 1.3 only: an
  # engine certified for 1.2 never runs these. The setups leave the phase out (the default is the phase in which
  # the turn player holds priority: v1.2's Action Phase, v1.3's Main Phase) so they do not depend on the
  # protocol's phase ids; the ending phase is observed through its step names (ending, expiration), which are
  # the same in both editions.
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
      | runeA1 | Probe Fury Rune   | A     | base      |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | runeB2 | Probe Calm Rune   | B     | rune_deck |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 9, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 9, "power": {"fury": 2, "mind": 1}}}}
      """

  # ----- Winning: in a cleanup, at least the victory score and more points than every opponent (323.1) -----

  @rule:riftbound:323.1
  Scenario: [1] A player at the victory score with more points than every opponent wins in the next cleanup
    Given a riftbound game with players:
      | player | points |
      | A      | 8      |
      | B      | 7      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path      | value |
      | game_over | true  |
      | winners   | ["A"] |

  @rule:riftbound:323.1
  Scenario: [2] A player above the victory score wins too, not only one exactly at it
    Given a riftbound game with players:
      | player | points |
      | A      | 9      |
      | B      | 3      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path      | value |
      | winners   | ["A"] |

  @rule:riftbound:323.1
  Scenario: [3] Two players tied at the victory score: nobody wins and the game goes on
    Given a riftbound game with players:
      | player | points |
      | A      | 8      |
      | B      | 8      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays f1
    Then no game_won event happened
    And the state includes:
      | path      | value |
      | game_over | false |
      | winners   | []    |
    And the objects are:
      | id | zone |
      | f1 | base |
    And A has priority

  @rule:riftbound:323.1
  Scenario: [4] On the turn player's turn, the opponent with more points wins, not the turn player at the victory score
    Given a riftbound game with players:
      | player | points |
      | A      | 8      |
      | B      | 9      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | B      |
    And these events did not happen:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path    | value |
      | winners | ["B"] |

  # ----- Control of battlefields: lost only in an Open state, locked while a showdown/combat goes on (323.6) -----

  @rule:riftbound:323.6 @rule:riftbound:323.5 @rule:riftbound:319.5
  Scenario: [5] A battlefield emptied while a chain still exists keeps its controller until the chain is gone
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | u2   | Probe Footsoldier | B     | battlefield | bf2      |
      | ins1 | Probe Insight     | A     | hand        |          |
      | zap1 | Probe Zap         | A     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays ins1
    And A plays zap1 targeting u2
    And all players pass priority
    Then the events include, in order:
      | type     | id   | object |
      | resolved | zap1 |        |
      | killed   |      | u2     |
    And no control_changed event happened
    And the state includes:
      | path                        | value          |
      | battlefields.bf2.controller | B              |
      | turn_state                  | neutral_closed |
    And A has priority
    When all players pass priority
    Then the events include, in order:
      | type            | id   | battlefield | controller |
      | resolved        | ins1 |             |            |
      | control_changed |      | bf2         | none       |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | none  |

  @rule:riftbound:323.6
  Scenario: [6] A battlefield emptied during its combat keeps its controller while the combat goes on
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Footsoldier | A     | battlefield | bf2      |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
      | bolt2 | Probe Bolt        | B     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
      | focus       | A |
    When A plays bolt1 targeting u2
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | u2     |
    And B has priority
    When B plays bolt2 targeting u1
    And all players pass priority
    Then the events include, in order:
      | type     | id    | object |
      | resolved | bolt2 |        |
      | killed   |       | u1     |
    And no control_changed event happened
    And the state includes:
      | path                        | value         |
      | battlefields.bf2.controller | B             |
      | battlefields.bf2.units      | []            |
      | turn_state                  | showdown_open |

  # ----- Staging and opening showdowns and combats (323.8-323.14) -----

  @rule:riftbound:323.8 @rule:riftbound:323.8.a @rule:riftbound:323.11 @rule:riftbound:344 @rule:riftbound:348.2.a @rule:riftbound:348.2.a.1
  Scenario: [7] A contested battlefield its opponent still controls but has left gets a non-combat showdown, won by the contester
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf2      |
      | f1 | Probe Footsoldier | A     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays f1
    Then the events include, in order:
      | type            | battlefield | combat | player |
      | showdown_staged | bf2         |        |        |
      | showdown_began  | bf2         | false  |        |
      | focus           |             |        | A      |
    And no combat_began event happened
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type            | battlefield | controller | player | method  |
      | showdown_ended  | bf2         |            |        |         |
      | control_changed | bf2         | A          |        |         |
      | points_scored   | bf2         |            | A      | conquer |
    And the state includes:
      | path                        | value |
      | battlefields.bf2.controller | A     |
      | battlefields.bf2.contested  | false |

  @rule:riftbound:323.8 @rule:riftbound:323.9 @rule:riftbound:323.12 @rule:riftbound:344.1 @rule:riftbound:459.2
  Scenario: [8] Contesting a battlefield held by the opponent's units stages a showdown and a combat there; it opens as a combat showdown
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A moves u1 to bf2
    Then the events include, in order:
      | type            | battlefield | player | attacker | defender | combat |
      | contested       | bf2         | A      |          |          |        |
      | showdown_staged | bf2         |        |          |          |        |
      | combat_staged   | bf2         |        |          |          |        |
      | combat_began    | bf2         |        | A        | B        |        |
      | showdown_began  | bf2         |        |          |          | true   |
    And these events did not happen:
      | type           | battlefield | combat |
      | showdown_began | bf2         | false  |
    And the state includes:
      | path            | value |
      | showdown.combat | true  |
      | combat.attacker | A     |
      | combat.defender | B     |

  @rule:riftbound:323.11 @rule:riftbound:323.12 @rule:riftbound:323.8.a @rule:riftbound:323.9.a
  Scenario: [9] With a showdown and a combat staged at two battlefields the turn player picks a showdown; it opens as a combat showdown and the other waits
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
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays f1
    Then A must choose showdown:
      | options | ["bf1", "bf3"] |
    When A chooses bf3
    Then the events include, in order:
      | type           | battlefield | attacker | defender | combat |
      | combat_began   | bf3         | A        | B        |        |
      | showdown_began | bf3         |          |          | true   |
    And the state includes:
      | path                             | value |
      | combat.battlefield               | bf3   |
      | battlefields.bf1.showdown_staged | true  |
      | battlefields.bf1.combat_staged   | true  |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | battlefield | combat |
      | combat_ended   | bf3         |        |
      | combat_began   | bf1         |        |
      | showdown_began | bf1         | true   |

  @rule:riftbound:323.14 @rule:riftbound:316.5.b.1.a @rule:riftbound:323.9 @rule:riftbound:323.2.b
  Scenario: [10] A non-combat showdown becomes a combat showdown once another player's unit is at its battlefield
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf1", "combat": false}}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf1      |
      | u3  | Probe Footsoldier | A     | battlefield | bf1      |
      | tc1 | Probe Turncoat    | B     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
      | focus       | A |
    When A passes focus
    And B plays tc1 targeting u3
    And all players pass priority
    Then the events include, in order:
      | type          | id  | battlefield | attacker | defender |
      | resolved      | tc1 |             |          |          |
      | combat_staged |     | bf1         |          |          |
      | combat_began  |     | bf1         | A        | B        |
    And no showdown_ended event happened
    And the state includes:
      | path                 | value |
      | showdown.battlefield | bf1   |
      | showdown.combat      | true  |
      | combat.attacker      | A     |
      | combat.defender      | B     |
    And the objects are:
      | id | controller | designation |
      | u1 | A          | attacker    |
      | u3 | B          | defender    |
    And the turn is:
      | focus    | A |
      | priority | A |

  @rule:riftbound:323.14 @rule:riftbound:337.1.c.1.a @rule:riftbound:316.5.b.1.a
  Scenario: [11] A unit played elsewhere during a non-combat showdown does not make it a combat, and Focus moves on
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf1", "combat": false}}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf1      |
      | am1 | Probe Ambusher    | B     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
      | focus       | A |
    When A passes focus
    And B plays am1
    Then the events include, in order:
      | type     | id  | player |
      | resolved | am1 |        |
      | focus    |     | A      |
    And no combat_staged event happened
    And no combat_began event happened
    And the state includes:
      | path            | value |
      | showdown.combat | false |
      | objects.am1.zone | base |
    And the turn is:
      | focus    | A |
      | priority | A |

  # ----- Focus after a showdown's chain empties (340.2.a, 346, 346.1) -----

  @rule:riftbound:340.2.a @rule:riftbound:346
  Scenario: [12] In a combat showdown, Focus passes to the next player when a chain opened by a spell has resolved
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"}}
      """
    And the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Footsoldier | A     | battlefield | bf2      |
      | u2    | Probe Brute       | B     | battlefield | bf2      |
      | fs1   | Probe Field Study | A     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
      | focus       | A |
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

  @rule:riftbound:346.1
  Scenario: [13] Focus stays with the attacker when the chain opened by attack and defend triggers has resolved
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id  | card           | owner | zone        | location |
      | va1 | Probe Vanguard | A     | base        |          |
      | se1 | Probe Sentry   | B     | battlefield | bf2      |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A moves va1 to bf2
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | va1#1 |
    And these events did not happen:
      | type  | player |
      | focus | B      |
    And the chain is empty
    And the turn is:
      | focus    | A |
      | priority | A |
    And the state includes:
      | path       | value         |
      | turn_state | showdown_open |

  @rule:riftbound:346.1
  Scenario: [14] An Add ability used in a showdown does not pass Focus
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf1", "combat": false}}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf1      |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
      | focus       | A |
    When A activates runeA1
    Then the events include, in order:
      | type  | player | energy |
      | added | A      | 1      |
    And these events did not happen:
      | type  | player |
      | focus | B      |
    And the chain is empty
    And the turn is:
      | focus    | A |
      | priority | A |

  # ----- The Ending Phase: the end-of-turn cleanup is part of the Expiration Step (317.2) -----

  @rule:riftbound:317.2 @rule:riftbound:317.2.a @rule:riftbound:317.2.b
  Scenario: [15] Units are healed inside the Expiration Step; the ending phase has no separate cleanup step
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id | card        | owner | zone        | location | damage |
      | u1 | Probe Brute | A     | battlefield | bf1      | 2      |
      | u3 | Probe Brute | A     | base        |          | 1      |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A ends their turn
    Then the events include, in order:
      | moment | type       | step       | object |
      |        | step_began | expiration |        |
      | heal   | healed     |            | u1     |
      | heal   | healed     |            | u3     |
      |        | step_ended | expiration |        |
    And these events did not happen:
      | type       | step    |
      | step_began | cleanup |
    And the objects are:
      | id | damage |
      | u1 | 0      |
      | u3 | 0      |

  @rule:riftbound:317.2.b @rule:riftbound:317.2.c @rule:riftbound:317.2.d
  Scenario: [16] In the Expiration Step units are healed, then "this turn" effects end, then rune pools empty
    # u1 ends the turn with 2 damage and 3 Might (2, +1 this turn): healed first, it survives its Might
    # dropping back to 2; were the effect to end first, the same cleanup would kill it.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id     | card              | owner | zone        | location | damage |
      | u1     | Probe Footsoldier | A     | battlefield | bf1      | 1      |
      | rally1 | Probe Rally       | A     | hand        |          |        |
      | qk1    | Probe Quake       | A     | hand        |          |        |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
    When A plays rally1 targeting u1
    And all players pass priority
    And A plays qk1
    And all players pass priority
    Then the objects are:
      | id | might | damage | zone        |
      | u1 | 3     | 2      | battlefield |
    When A ends their turn
    Then the events include, in order:
      | type              | object | player |
      | healed            | u1     |        |
      | effects_ended     |        |        |
      | rune_pool_emptied |        | A      |
    And no killed event happened
    And the objects are:
      | id | might | damage | zone        |
      | u1 | 2     | 0      | battlefield |
    And the state includes:
      | path                       | value |
      | players.A.rune_pool.energy | 0     |
      | players.B.rune_pool.energy | 0     |

  @rule:riftbound:323.14
  Scenario: [17] A combat that a non-combat showdown became is no longer staged: its winner establishes control and conquers
    # As in [10], B's Turncoat takes u3 during A's showdown at bf1: a combat is staged there and the showdown becomes
    # a Combat Showdown (323.14). The combat has then begun, so it is no longer staged. u1 (4 Might) kills u3 and
    # A alone has units at bf1: with no showdown or combat staged there, A establishes control and conquers (461.5,
    # outside the index).
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf1", "combat": false}}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Brute       | A     | battlefield | bf1      |
      | u3  | Probe Footsoldier | A     | battlefield | bf1      |
      | tc1 | Probe Turncoat    | B     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |
      | focus       | A |
    When A passes focus
    And B plays tc1 targeting u3
    And all players pass priority
    Then the state includes:
      | path                           | value |
      | showdown.combat                | true  |
      | combat.attacker                | A     |
      | battlefields.bf1.combat_staged | false |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type            | battlefield | object | controller | player | method  |
      | killed          |             | u3     |            |        |         |
      | control_changed | bf1         |        | A          |        |         |
      | points_scored   | bf1         |        |            | A      | conquer |
      | combat_ended    | bf1         |        |            |        |         |
    And the state includes:
      | path                        | value |
      | battlefields.bf1.controller | A     |
      | battlefields.bf1.contested  | false |
      | players.A.points            | 1     |

  @rule:riftbound:323.14
  Scenario: [18] A showdown that becomes a combat showdown puts the attacker's attack trigger on its chain before the defender's defend trigger, even off the attacker's turn
    # On A's turn B contested the uncontrolled bf1 with its Vanguard: B holds Focus in the non-combat showdown
    # there. A answers with Shift, moving its Sentry onto bf1: the showdown becomes a Combat Showdown (323.14) in
    # which B, who applied Contested, attacks and A defends (459.2.b, outside the index). The Vanguard's "When I
    # attack" and the Sentry's "When I defend" trigger together: the Attacker places theirs first and the
    # Defender last (459.2.d.1, outside the index; v1.2 342.1.a), not the turn player first (383.3.d.1).
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "B"}],
       "showdown": {"battlefield": "bf1", "combat": false}}
      """
    And the objects:
      | id  | card           | owner | zone        | location |
      | va2 | Probe Vanguard | B     | battlefield | bf1      |
      | se1 | Probe Sentry   | A     | base        |          |
      | sh1 | Probe Shift    | A     | hand        |          |
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | B |
      | focus       | B |
    When B passes focus
    And A plays sh1 to bf1 targeting se1
    And all players pass priority
    And B chooses targets se1 for va2#1
    Then the state includes:
      | path            | value |
      | showdown.combat | true  |
      | combat.attacker | B     |
      | combat.defender | A     |
    And the events include, in order:
      | type       | id    | controller |
      | chain_push | va2#1 | B          |
      | chain_push | se1#1 | A          |
    And the chain is:
      | id    | controller |
      | se1#1 | A          |
      | va2#1 | B          |
