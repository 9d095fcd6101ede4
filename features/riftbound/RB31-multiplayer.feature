Feature: RB31 - Free-for-all with three and four players

  # Modes of play without teams for three (FFA3) and four (FFA4) players, in both editions: turn order,
  # priority and Focus passed in turn order, simultaneous triggers ordered from the turn player, the player going
  # last, where units may go or be played when a combat between two other players is staged or in progress,
  # Burn Out with two opponents, and the Victory Score of each mode. Tags are in v1.2 numbering (v1.3 for the
  # scenarios pinned to 1.3 alone); the rules outside §300-399 that these cite (Burn Out 418.2.c, invalid
  # destinations 425.2.a and 440.1-440.3, each mode's Victory Score and first turn in 464-465) are in the
  # kit's rules index too (referee/rules/scope.py).

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "C"}]}
      """
    And the turn:
      | turn        | 4      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:317.4 @rule:riftbound:302 @needs:multiplayer
  Scenario: [1] After the last player in turn order, the turn goes back to the first player
    Given the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
    And the turn:
      | turn        | 6      |
      | turn player | C      |
      | phase       | action |
      | priority    | C      |
    When C ends their turn
    Then the turn is:
      | turn        | 7      |
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:312.2.d @rule:riftbound:334.1.c.1 @rule:riftbound:335.1 @rule:riftbound:335.2 @needs:multiplayer
  Scenario: [2] With three players priority goes round in turn order, and a spell resolves only once all three have passed
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight     | A     | hand      |
      | d1   | Probe Footsoldier | A     | main_deck |
      | d2   | Probe Footsoldier | A     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays ins1
    And A passes priority
    Then B has priority
    When B passes priority
    Then C has priority
    And the chain is:
      | id   | kind  | controller |
      | ins1 | spell | A          |
    When C passes priority
    Then the events include, in order:
      | type     | id   |
      | resolved | ins1 |
    And the events include, in order:
      | type | player | card |
      | drew | A      | d1   |
      | drew | A      | d2   |
    And A has priority

  @rule:riftbound:316.5 @rule:riftbound:344.3 @rule:riftbound:344.3.a @rule:riftbound:344.4 @rule:riftbound:345 @rule:riftbound:345.2.a @needs:multiplayer
  Scenario: [3] With three players Focus passes in turn order, and the showdown ends once all three have passed it
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    Then A has priority
    And the state includes:
      | path  | value |
      | focus | A     |
    When A passes focus
    Then B has priority
    And the state includes:
      | path  | value |
      | focus | B     |
    When B passes focus
    Then C has priority
    And the state includes:
      | path  | value |
      | focus | C     |
    When C passes focus
    Then the events include, in order:
      | type           | battlefield | controller | player | method  |
      | showdown_ended | bf1         |            |        |         |
      | control_changed | bf1        | A          |        |         |
      | points_scored  | bf1         |            | A      | conquer |
    And the state includes:
      | path      | value |
      | showdown  | null  |

  @rule:riftbound:303.2.a @rule:riftbound:376.3.b.1 @needs:multiplayer
  Scenario: [4] Triggers of three players that happen at once go on the chain in turn order, starting with the turn player
    Given the objects:
      | id | card         | owner | zone        | location |
      | mA | Probe Martyr | A     | battlefield | bf1      |
      | mB | Probe Martyr | B     | battlefield | bf2      |
      | mC | Probe Martyr | C     | battlefield | bf3      |
      | q1 | Probe Quake  | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B"}],
       "rune_pools": {"B": {"energy": 2}}}
      """
    And the turn:
      | turn        | 5      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B plays q1
    And all players pass priority
    Then the events include, in order:
      | type       | source | controller |
      | chain_push | mB     | B          |
      | chain_push | mC     | C          |
      | chain_push | mA     | A          |

  @rule:riftbound:315.3.a @rule:riftbound:464.7 @needs:multiplayer @edition:riftbound:1.2
  Scenario: [5] With three players the player going last, not the second player, channels an extra rune in their first turn
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckC1 | Probe Footsoldier | C     | main_deck |
      | runeB1 | Probe Calm Rune | B     | rune_deck |
      | runeB2 | Probe Calm Rune | B     | rune_deck |
      | runeB3 | Probe Calm Rune | B     | rune_deck |
      | runeC1 | Probe Fury Rune | C     | rune_deck |
      | runeC2 | Probe Fury Rune | C     | rune_deck |
      | runeC3 | Probe Fury Rune | C     | rune_deck |
      | runeC4 | Probe Fury Rune | C     | rune_deck |
    And the turn:
      | turn        | 1      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | type      | player | rune   |
      | channeled | B      | runeB1 |
      | channeled | B      | runeB2 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeB3 |
    When B ends their turn
    Then the events include, in order:
      | moment  | type      | player | rune   |
      | channel | channeled | C      | runeC1 |
      | channel | channeled | C      | runeC2 |
      | channel | channeled | C      | runeC3 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeC4 |

  @rule:riftbound:316.4 @rule:riftbound:316.4.d @rule:riftbound:355.2 @rule:riftbound:425.2.a @rule:riftbound:440 @rule:riftbound:440.1 @rule:riftbound:440.3 @needs:multiplayer
  Scenario: [6] A third player's unit can't be moved into a combat between two other players (355.2, 425.2.a), but elsewhere it can
    Given the objects:
      | id     | card              | owner | zone        | location |
      | uA     | Probe Footsoldier | A     | battlefield | bf2      |
      | uB     | Probe Footsoldier | B     | battlefield | bf2      |
      | uC     | Probe Footsoldier | C     | base        |          |
      | shift1 | Probe Shift       | C     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"},
       "rune_pools": {"C": {"energy": 1}}}
      """
    And the turn:
      | turn        | 4      |
      | turn player | A      |
      | phase       | action |
      | priority    | C      |
      | focus       | C      |
    When C plays shift1 to bf2 targeting uC
    Then the action is rejected
    When C plays shift1 to bf1 targeting uC
    Then the chain is:
      | id     | targets |
      | shift1 | ["uC"]  |

  @rule:riftbound:315.4.b.1 @rule:riftbound:315.4.b.2 @rule:riftbound:418.2 @rule:riftbound:418.2.c @needs:multiplayer
  Scenario: [7] A player who burns out with two opponents chooses which of them gains the point (418.2.c)
    Given a riftbound game with players:
      | player | points |
      | A      | 0      |
      | B      | 0      |
      | C      | 0      |
    And the objects:
      | id     | card              | owner | zone  |
      | trashB | Probe Footsoldier | B     | trash |
    And the turn:
      | turn        | 4      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the state includes:
      | path          | value           |
      | decision.kind | choose_opponent |
    When B chooses C
    Then the events include, in order:
      | type       | player | opponent | card   |
      | burned_out | B      | C        |        |
      | drew       | B      |          | trashB |
    And the state includes:
      | path            | value |
      | players.C.points | 1    |
      | players.A.points | 0    |

  @rule:riftbound:322.1 @rule:riftbound:464.3 @needs:multiplayer
  Scenario: [8] Three players (FFA3, 464.3): the Victory Score is 8
    Given a riftbound game with players:
      | player | points |
      | A      | 8      |
      | B      | 0      |
      | C      | 0      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | A      |
    And the state includes:
      | path          | value |
      | victory_score | 8     |
      | game_over     | true  |
      | winners       | ["A"] |

  @rule:riftbound:322.1 @rule:riftbound:465.3 @needs:multiplayer
  Scenario: [9] Four players (FFA4, 465.3): the Victory Score is 8
    Given a riftbound game with players:
      | player | points |
      | A      | 0      |
      | B      | 0      |
      | C      | 8      |
      | D      | 0      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays f1
    Then the events include, in order:
      | type     | player |
      | game_won | C      |
    And the state includes:
      | path          | value |
      | victory_score | 8     |
      | game_over     | true  |
      | winners       | ["C"] |

  @rule:riftbound:315.3.b @rule:riftbound:482.7 @needs:multiplayer @edition:riftbound:1.3
  Scenario: [10] With three players the second player channels two runes and the player going last three in their first turn (482.7)
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckC1 | Probe Footsoldier | C     | main_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | runeB2 | Probe Calm Rune   | B     | rune_deck |
      | runeB3 | Probe Calm Rune   | B     | rune_deck |
      | runeC1 | Probe Fury Rune   | C     | rune_deck |
      | runeC2 | Probe Fury Rune   | C     | rune_deck |
      | runeC3 | Probe Fury Rune   | C     | rune_deck |
      | runeC4 | Probe Fury Rune   | C     | rune_deck |
    And the turn:
      | turn        | 1      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | type      | player | rune   |
      | channeled | B      | runeB1 |
      | channeled | B      | runeB2 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeB3 |
    When B ends their turn
    Then the events include, in order:
      | moment  | type      | player | rune   |
      | channel | channeled | C      | runeC1 |
      | channel | channeled | C      | runeC2 |
      | channel | channeled | C      | runeC3 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeC4 |

  @rule:riftbound:425.2.a @rule:riftbound:440.1 @rule:riftbound:440.3 @needs:multiplayer
  Scenario: [11] A player fighting a combat with another player's units can move more units of theirs into it
    Given the objects:
      | id     | card              | owner | zone        | location |
      | uA     | Probe Footsoldier | A     | battlefield | bf2      |
      | uB     | Probe Footsoldier | B     | battlefield | bf2      |
      | uA2    | Probe Footsoldier | A     | base        |          |
      | shift1 | Probe Shift       | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"},
       "rune_pools": {"A": {"energy": 1}}}
      """
    And the turn:
      | turn        | 4      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    When A plays shift1 to bf2 targeting uA2
    Then the chain is:
      | id     | targets |
      | shift1 | ["uA2"] |

  @rule:riftbound:440.2 @rule:riftbound:440.3 @needs:multiplayer
  Scenario: [12] A player can't play a unit to their own battlefield while two other players fight a combat there, but can play it to their base
    Given the objects:
      | id  | card               | owner | zone        | location |
      | uA  | Probe Footsoldier  | A     | battlefield | bf4      |
      | uB  | Probe Footsoldier  | B     | battlefield | bf4      |
      | rg1 | Probe Reflex Guard | C     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "C", "controller": "C",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf4", "combat": true},
       "combat": {"battlefield": "bf4", "attacker": "A", "defender": "B"},
       "rune_pools": {"C": {"energy": 2}}}
      """
    And the turn:
      | turn        | 4      |
      | turn player | A      |
      | phase       | action |
      | priority    | C      |
      | focus       | C      |
    When C plays rg1 to bf4
    Then the action is rejected
    When C plays rg1 to base
    Then the objects are:
      | id  | zone | controller |
      | rg1 | base | C          |

  @rule:riftbound:322.1 @rule:riftbound:464.3 @needs:multiplayer
  Scenario: [13] Three players (FFA3): a player with 7 points has not won, the Victory Score is 8
    Given a riftbound game with players:
      | player | points |
      | A      | 7      |
      | B      | 0      |
      | C      | 0      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays f1
    Then these events did not happen:
      | type     |
      | game_won |
    And the state includes:
      | path          | value |
      | victory_score | 8     |
      | game_over     | false |

  @rule:riftbound:465.7 @needs:multiplayer
  Scenario: [14] With four players (FFA4) the third player channels two runes and the player going last three in their first turn
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
      | D      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckC1 | Probe Footsoldier | C     | main_deck |
      | deckD1 | Probe Footsoldier | D     | main_deck |
      | runeC1 | Probe Calm Rune   | C     | rune_deck |
      | runeC2 | Probe Calm Rune   | C     | rune_deck |
      | runeC3 | Probe Calm Rune   | C     | rune_deck |
      | runeD1 | Probe Fury Rune   | D     | rune_deck |
      | runeD2 | Probe Fury Rune   | D     | rune_deck |
      | runeD3 | Probe Fury Rune   | D     | rune_deck |
      | runeD4 | Probe Fury Rune   | D     | rune_deck |
    And the turn:
      | turn        | 2      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B ends their turn
    Then the events include, in order:
      | type      | player | rune   |
      | channeled | C      | runeC1 |
      | channeled | C      | runeC2 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeC3 |
    When C ends their turn
    Then the events include, in order:
      | moment  | type      | player | rune   |
      | channel | channeled | D      | runeD1 |
      | channel | channeled | D      | runeD2 |
      | channel | channeled | D      | runeD3 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeD4 |

  @rule:riftbound:322.1 @rule:riftbound:465.3 @needs:multiplayer
  Scenario: [15] Four players (FFA4): a player with 7 points has not won, the Victory Score is 8
    Given a riftbound game with players:
      | player | points |
      | A      | 0      |
      | B      | 0      |
      | C      | 7      |
      | D      | 0      |
    And the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays f1
    Then these events did not happen:
      | type     |
      | game_won |
    And the state includes:
      | path          | value |
      | victory_score | 8     |
      | game_over     | false |

  @rule:riftbound:425.2.a @rule:riftbound:440.1 @needs:multiplayer @edition:riftbound:1.2
  Scenario: [16] v1.2: a player whose units have all left their combat can't move another unit into it
    Given the objects:
      | id     | card              | owner | zone        | location |
      | uA     | Probe Footsoldier | A     | battlefield | bf2      |
      | uB     | Probe Brute       | B     | battlefield | bf2      |
      | uA2    | Probe Footsoldier | A     | base        |          |
      | qs1    | Probe Quick Study | A     | hand        |          |
      | rc1    | Probe Recall      | A     | hand        |          |
      | shift1 | Probe Shift       | A     | hand        |          |
      | deckA1 | Probe Footsoldier | A     | main_deck   |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"},
       "rune_pools": {"A": {"energy": 3}}}
      """
    And the turn:
      | turn        | 4      |
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
    And the chain is:
      | id  |
      | qs1 |
    And the state includes:
      | path            | value |
      | combat.attacker | A     |
    When A plays shift1 to bf2 targeting uA2
    Then the action is rejected

  @rule:riftbound:442.2.a @needs:multiplayer @edition:riftbound:1.3
  Scenario: [17] v1.3: a player in a combat may move another unit into it even after all of their units there have left
    Given the objects:
      | id     | card              | owner | zone        | location |
      | uA     | Probe Footsoldier | A     | battlefield | bf2      |
      | uB     | Probe Brute       | B     | battlefield | bf2      |
      | uA2    | Probe Footsoldier | A     | base        |          |
      | qs1    | Probe Quick Study | A     | hand        |          |
      | rc1    | Probe Recall      | A     | hand        |          |
      | shift1 | Probe Shift       | A     | hand        |          |
      | deckA1 | Probe Footsoldier | A     | main_deck   |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf2", "combat": true},
       "combat": {"battlefield": "bf2", "attacker": "A", "defender": "B"},
       "rune_pools": {"A": {"energy": 3}}}
      """
    And the turn:
      | turn        | 4      |
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
    And the chain is:
      | id  |
      | qs1 |
    And the state includes:
      | path            | value |
      | combat.attacker | A     |
    When A plays shift1 to bf2 targeting uA2
    Then the chain is:
      | id     | targets |
      | shift1 | ["uA2"] |
      | qs1    | []      |
    When all players pass priority
    Then the objects are:
      | id  | zone        | location |
      | uA2 | battlefield | bf2      |

  @rule:riftbound:440.2 @needs:multiplayer
  Scenario: [18] A player fighting the combat at their battlefield may play a unit there
    # 440.2 bars only the players not involved in the combat: B defends bf4, which B controls, so B (holding
    # Focus) may play a Reaction unit there, and it joins B's side.
    Given the objects:
      | id  | card               | owner | zone        | location |
      | uA  | Probe Footsoldier  | A     | battlefield | bf4      |
      | uB  | Probe Footsoldier  | B     | battlefield | bf4      |
      | rg1 | Probe Reflex Guard | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf4", "combat": true},
       "combat": {"battlefield": "bf4", "attacker": "A", "defender": "B"},
       "rune_pools": {"B": {"energy": 2}}}
      """
    And the turn:
      | turn        | 4      |
      | turn player | A      |
      | phase       | action |
      | priority    | B      |
      | focus       | B      |
    When B plays rg1 to bf4
    Then the objects are:
      | id  | zone        | location | controller | designation |
      | rg1 | battlefield | bf4      | B          | defender    |

  @rule:riftbound:322.5.b @needs:multiplayer
  Scenario: [19] A unit a third player takes in another pair's combat loses its designation: its new controller has none
    # A attacks bf4, B defends it with uB. Holding Focus, C takes uB with Probe Turncoat. C is neither Attacker nor
    # Defender, so the next Cleanup removes uB's Defender designation and gives it none (322.5.b: a unit gains its
    # controller's designation); uA stays the Attacker.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | uA  | Probe Footsoldier | A     | battlefield | bf4      |
      | uB  | Probe Footsoldier | B     | battlefield | bf4      |
      | tc1 | Probe Turncoat    | C     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf4", "combat": true},
       "combat": {"battlefield": "bf4", "attacker": "A", "defender": "B"},
       "rune_pools": {"C": {"energy": 2}}}
      """
    And the turn:
      | turn        | 4      |
      | turn player | A      |
      | phase       | action |
      | priority    | C      |
      | focus       | C      |
    When C plays tc1 targeting uB
    And all players pass priority
    Then the objects are:
      | id | controller | designation |
      | uA | A          | attacker    |
      | uB | C          | none        |

  @rule:riftbound:440.2 @needs:multiplayer
  Scenario: [20] A player can't play a unit to their own battlefield while a combat between two other players is staged there, not yet begun
    # C's bf4 stays C's while contested after uC leaves it (322.6). On the chain, under A's Insight, B's Shift
    # moves uB there, C's moves uC home, then A's moves uA there: units of A and B at the contested bf4 stage a
    # combat, which can begin only once the chain is empty (322.10-322.14). Meanwhile C, not in that combat,
    # can't play a unit to bf4 (440.2: staged combats bar it too), but may to its base.
    Given the objects:
      | id  | card               | owner | zone        | location |
      | uA  | Probe Footsoldier  | A     | base        |          |
      | uB  | Probe Footsoldier  | B     | base        |          |
      | uC  | Probe Footsoldier  | C     | battlefield | bf4      |
      | in1 | Probe Insight      | A     | hand        |          |
      | shA | Probe Shift        | A     | hand        |          |
      | shB | Probe Shift        | B     | hand        |          |
      | shC | Probe Shift        | C     | hand        |          |
      | rgC | Probe Reflex Guard | C     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "C", "controller": "C"}],
       "rune_pools": {"A": {"energy": 3}, "B": {"energy": 1}, "C": {"energy": 3}}}
      """
    When A plays in1
    And A plays shA to bf4 targeting uA
    And A passes priority
    And B passes priority
    And C plays shC to base targeting uC
    And C passes priority
    And A passes priority
    And B plays shB to bf4 targeting uB
    And all players pass priority
    And all players pass priority
    And all players pass priority
    Then the objects are:
      | id | zone        | location |
      | uA | battlefield | bf4      |
      | uB | battlefield | bf4      |
      | uC | base        |          |
    And the chain is:
      | id  |
      | in1 |
    And the state includes:
      | path   | value |
      | combat | none  |
    When A passes priority
    And B passes priority
    Then C has priority
    When C plays rgC to bf4
    Then the action is rejected
    When C plays rgC to base
    Then the objects are:
      | id  | zone | controller |
      | rgC | base | C          |

  @rule:riftbound:303.2.a @needs:multiplayer
  Scenario: [21] With three players, deaths replaced at once on the second player's turn go in turn order from the turn player: B's, then C's
    # B's Quake deals 1 to every unit at a battlefield: the 1-Might Urchins uB and uC die in the same cleanup,
    # and each player's Hourglass replaces their own unit's death (RB15 [9] with a third player). What happens
    # at once is sequenced in turn order from the turn player (303.2.a): B's replacement first, then C's (not
    # C's first, as counting the seats from B the wrong way round would give).
    Given the objects:
      | id  | card            | owner | zone        | location |
      | hgB | Probe Hourglass | B     | base        |          |
      | uB  | Probe Urchin    | B     | battlefield | bf2      |
      | hgC | Probe Hourglass | C     | base        |          |
      | uC  | Probe Urchin    | C     | battlefield | bf4      |
      | qk1 | Probe Quake     | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf4", "card": "Probe Battlefield", "owner": "C", "controller": "C"}],
       "rune_pools": {"B": {"energy": 2}}}
      """
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
      | killed   | hgC    |      |
      | recalled | uC     | bf4  |

  @rule:riftbound:376.3.b.1 @rule:riftbound:303.2.a @needs:multiplayer
  Scenario: [22] Triggers that happen at once during a combat showdown, after its initial chain, go on the chain in turn order: the defender's before a third player's
    # On C's turn C's Bounty Hunter chooses B's Urchin. On A's turn A's Vanguard attacks bf2, where the Urchin
    # defends; the Vanguard's attack trigger (the initial chain) kills the Urchin. B's Mourner ("when another
    # friendly unit dies") and C's Bounty Hunter ("when that unit dies") trigger together. They are not the
    # initial chain's (342.1.a and 442.1.b.1, v1.3 459.2.d.1, order only the triggers of the designations: the
    # Defender's last), so turn order decides (376.3.b.1, v1.3 383.3.d.1): A's turn, then B, then C. B's goes on
    # the chain first, C's on top of it.
    Given the objects:
      | id     | card                | owner | zone        | location |
      | deckA1 | Probe Footsoldier   | A     | main_deck   |          |
      | va1    | Probe Vanguard      | A     | base        |          |
      | uB     | Probe Urchin        | B     | battlefield | bf2      |
      | mo1    | Probe Mourner       | B     | base        |          |
      | bh1    | Probe Bounty Hunter | C     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"C": {"energy": 2}}}
      """
    And the turn:
      | turn        | 6      |
      | turn player | C      |
      | phase       | action |
      | priority    | C      |
    When C plays bh1
    And C chooses targets uB for bh1#1
    And all players pass priority
    And C ends their turn
    Then the turn is:
      | turn        | 7      |
      | turn player | A      |
      | phase       | action |
    When A moves va1 to bf2
    And A chooses targets uB for va1#1
    Then the state includes:
      | path            | value |
      | combat.attacker | A     |
      | combat.defender | B     |
    When all players pass priority
    Then the events include, in order:
      | type         | object | to    | source | controller |
      | zone_changed | uB     | trash |        |            |
      | chain_push   |        |       | mo1    | B          |
      | chain_push   |        |       | bh1    | C          |
    And the chain is:
      | id    | controller |
      | bh1#2 | C          |
      | mo1#1 | B          |
