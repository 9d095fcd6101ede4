Feature: RB32 - Teams (2v2)

  # The 2v2 mode of play (teams of two whose turns alternate): what the turn player's teammate may do in the turn
  # player's Neutral Open state (v1.2: act without priority, 316.2.b.1 / 316.2.c; v1.3: only with priority the
  # turn player gives them, 316.2.b.1), where units may move, Burn Out between teams, the 2v2 Victory Score
  # (11, 466.3 / v1.3 484.3) that teammates reach and win together (466.6.a), and the first turn of the player
  # going last (466.7). Scenarios pinned to 1.3 are tagged in v1.3 numbering, the others in v1.2 numbering; the
  # rules outside §300-399 they cite are in the kit's rules index too (referee/rules/scope.py).

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
      | D      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
    And the setup also has:
      """
      {"teams": [["A", "C"], ["B", "D"]],
       "battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "B"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "C"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "D"}]}
      """
    And the turn:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:316 @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [1] Given the turn player's priority, their teammate plays a spell without Action or Reaction; then the turn player holds priority again
    Given the objects:
      | id     | card              | owner | zone      |
      | insC   | Probe Insight     | C     | hand      |
      | deckC1 | Probe Footsoldier | C     | main_deck |
      | deckC2 | Probe Footsoldier | C     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"C": {"energy": 2}}}
      """
    When A gives priority to C
    Then C has priority
    When C plays insC
    Then the chain is:
      | id   | kind  | controller |
      | insC | spell | C          |
    When all players pass priority
    Then the events include, in order:
      | type     | id   |
      | resolved | insC |
    And the events include, in order:
      | type | player | card   |
      | drew | C      | deckC1 |
      | drew | C      | deckC2 |
    And A has priority
    And the turn is:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [2] A teammate given priority who passes hands it back to the turn player, and the turn goes on
    When A gives priority to C
    And C passes priority
    Then A has priority
    And the turn is:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:316.2.b @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [3] Without being given priority, the turn player's teammate cannot play a spell in the turn player's Neutral Open state
    Given the objects:
      | id   | card          | owner | zone |
      | insC | Probe Insight | C     | hand |
    And the setup also has:
      """
      {"rune_pools": {"C": {"energy": 2}}}
      """
    When C plays insC
    Then the action is rejected
    And the objects are:
      | id   | zone |
      | insC | hand |

  @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [4] The turn player can give priority to a teammate, not to an opponent
    When A gives priority to B
    Then the action is rejected
    And A has priority
    # Z names no player of the game: PROTOCOL.md asks for unknown_object for an id the game does not know.
    When A gives priority to Z
    Then the action is rejected as unknown_object
    And A has priority

  @rule:riftbound:316 @rule:riftbound:316.2.b.1 @rule:riftbound:316.2.c @needs:teams @edition:riftbound:1.2
  Scenario: [5] The teammate's spell goes on the chain in the turn player's Neutral Open state and, once it resolves, the turn player holds priority
    Given the objects:
      | id     | card              | owner | zone      |
      | insC   | Probe Insight     | C     | hand      |
      | deckC1 | Probe Footsoldier | C     | main_deck |
      | deckC2 | Probe Footsoldier | C     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"C": {"energy": 2}}}
      """
    When C plays insC
    And all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | C      | deckC1 |
      | drew | C      | deckC2 |
    And A has priority
    And the turn is:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:322.1 @rule:riftbound:466.3 @rule:riftbound:466.6 @rule:riftbound:466.6.a @rule:riftbound:466.6.a.3 @needs:teams
  Scenario: [6] In 2v2 (466.3) the Victory Score is 11 and the team of the player who reaches it wins together (466.6.a)
    Given a riftbound game with players:
      | player | points |
      | A      | 11     |
      | B      | 0      |
      | C      | 0      |
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
      | moment | type     | player |
      | win    | game_won | A      |
      | win    | game_won | C      |
    And the state includes:
      | path          | value |
      | victory_score | 11    |
      | game_over     | true  |
      | winners       | ["A", "C"] |

  @rule:riftbound:322.1 @rule:riftbound:466.3 @rule:riftbound:466.6 @needs:teams
  Scenario: [7] In 2v2 a player with 8 points has not won: the Victory Score is 11
    Given a riftbound game with players:
      | player | points |
      | A      | 8      |
      | B      | 0      |
      | C      | 0      |
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
      | victory_score | 11    |
      | game_over     | false |

  @rule:riftbound:315.4.b.1 @rule:riftbound:315.4.b.2 @rule:riftbound:418.2.c @needs:teams
  Scenario: [8] A player who burns out gives the point to an opponent of their choice, never to their teammate (418.2.c)
    Given the objects:
      | id     | card              | owner | zone  |
      | trashB | Probe Footsoldier | B     | trash |
    When A ends their turn
    And B chooses D
    Then the action is rejected
    When B chooses C
    Then the events include, in order:
      | type       | player | opponent | card   |
      | burned_out | B      | C        |        |
      | drew       | B      |          | trashB |
    And the state includes:
      | path             | value |
      | players.C.points | 1     |
      | players.D.points | 0     |

  @rule:riftbound:410.1.b.3 @rule:riftbound:442.2.b @needs:teams @edition:riftbound:1.3
  Scenario: [9] A unit can't move to a battlefield its controller's teammate controls (442.2.b)
    Given the objects:
      | id | card              | owner | zone        | location |
      | uA | Probe Footsoldier | A     | base        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "A", "controller": "C"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | uC4 | Probe Footsoldier | C     | battlefield | bf4      |
    When A moves uA to bf4
    Then the action is rejected
    When A moves uA to bf1
    Then the events include, in order:
      | type  | object | to  |
      | moved | uA     | bf1 |

  @rule:riftbound:466.7 @needs:teams
  Scenario: [10] In 2v2 the third player channels two runes and the player going last three in their first turn
    Given the objects:
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

  @rule:riftbound:409 @rule:riftbound:410.1.a @needs:teams @edition:riftbound:1.3
  Scenario: [11] A teammate given priority may play spells (316.2.b.1) but cannot make a standard move on the turn player's turn
    # A standard move is a discretionary action, taken only on its player's own turn (409, 410.1.a); priority
    # given by the turn player lets the teammate play spells and activate abilities, nothing more.
    Given the objects:
      | id | card              | owner | zone |
      | uC | Probe Footsoldier | C     | base |
    When A gives priority to C
    And C moves uC to bf1
    Then the action is rejected
    And the objects are:
      | id | location | exhausted |
      | uC | base     | false     |

  @rule:riftbound:316.2.b @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [12] The turn player invites a teammate only in their Neutral Open state: not while a chain exists
    # 316.2.b.1 lets the turn player's teammates act in the Neutral Open State when invited with the turn player's
    # own priority; while A's spell is on the chain (a Closed State) priority passes in turn order instead.
    Given the objects:
      | id     | card              | owner | zone      |
      | fsA    | Probe Field Study | A     | hand      |
      | deckA2 | Probe Footsoldier | A     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays fsA
    Then A has priority
    When A gives priority to C
    Then the action is rejected as timing
    And A has priority
    When all players pass priority
    Then the chain is empty
    And A has priority
    When A gives priority to C
    Then C has priority

  @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.2
  Scenario: [13] In v1.2 the turn player's teammate acts without being invited, so there is no giving them priority
    # v1.2 316.2.b.1 / 316.2.c: the teammate may play spells and activate abilities in the turn player's Neutral
    # Open state without priority; handing priority over is no action of these rules.
    When A gives priority to C
    Then the action is rejected
    And A has priority

  @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [14] Only the turn player invites: a teammate holding the priority they were given cannot give it on
    # 316.2.b.1 lets the turn player give their priority to a teammate; C, holding it, is not the turn player and
    # cannot hand it to A (or anyone) in turn: C keeps it until they act or pass.
    When A gives priority to C
    Then C has priority
    When C gives priority to A
    Then the action is rejected
    And C has priority

  @rule:riftbound:316.6 @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [15] A teammate given priority cannot end the turn player's turn: only the turn player ends it
    # 316.2.b.1 lets the invited teammate play spells and activate abilities with the turn player's priority;
    # ending the turn is the turn player's own declaration (316.6), so C's is refused (any code: C holds the
    # priority decision) and the turn and the priority stay as they were.
    When A gives priority to C
    Then C has priority
    When C ends their turn
    Then the action is rejected
    And C has priority
    And the turn is:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:398.1.b.3 @needs:teams @edition:riftbound:1.2
  Scenario: [16] In v1.2 a unit may move to a battlefield its controller's teammate controls
    # v1.2 forbids no such move (its 2v2 rules, 466.8, only keep a teammate's battlefield from being scored):
    # v1.3 added the ban (442.2.b, RB32/9). A's standard move to bf4, which C controls, is accepted.
    Given the objects:
      | id | card              | owner | zone        | location |
      | uA | Probe Footsoldier | A     | base        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "A", "controller": "C"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | uC4 | Probe Footsoldier | C     | battlefield | bf4      |
    When A moves uA to bf4
    Then the events include, in order:
      | type  | object | to  |
      | moved | uA     | bf4 |
    And the objects are:
      | id | zone        | location |
      | uA | battlefield | bf4      |

  @rule:riftbound:316.2.b @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [17] The turn player invites a teammate only in their Neutral Open state: not during a showdown
    # 316.2.b.1 lets the turn player invite a teammate with their own priority in the Neutral Open State; in a
    # Showdown Open State (a showdown at bf9, A holding Focus) there is no inviting: A keeps priority.
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf9      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    And the turn:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    When A gives priority to C
    Then the action is rejected as timing
    And A has priority

  @rule:riftbound:313.1 @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.2
  Scenario: [18] v1.2: in a showdown the turn player's teammate without Focus cannot play a spell, even one with Action
    # 316.2.b.1 lets the turn player's teammates act in the turn player's Neutral Open State; in a Showdown Open
    # State only the player with Focus may act (313.1): A holds it, so C's Field Study ([Action]) is refused.
    Given the objects:
      | id     | card              | owner | zone        | location |
      | u1     | Probe Footsoldier | A     | battlefield | bf9      |
      | fsC    | Probe Field Study | C     | hand        |          |
      | deckC1 | Probe Footsoldier | C     | main_deck   |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false},
       "rune_pools": {"C": {"energy": 1}}}
      """
    And the turn:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    When C plays fsC
    Then the action is rejected
    And A has priority
    And the objects are:
      | id  | zone |
      | fsC | hand |

  @rule:riftbound:322.1 @rule:riftbound:466.3 @rule:riftbound:466.6 @rule:riftbound:466.6.a @needs:teams
  Scenario: [19] In 2v2 a team's points add up: 6 and 5 reach the Victory Score of 11 together and the team wins
    # 466.6: the first team to reach the Victory Score in points wins; neither A (6) nor C (5) has 11 alone, the
    # team has, so both win as the cleanup after A's play checks the score (here C plays first, A third).
    Given a riftbound game with players:
      | player | points |
      | C      | 5      |
      | B      | 0      |
      | A      | 6      |
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
      | moment | type     | player |
      | win    | game_won | C      |
      | win    | game_won | A      |
    And the state includes:
      | path          | value      |
      | game_over     | true       |
      | winners       | ["C", "A"] |

  @rule:riftbound:315.2.b.2 @needs:teams
  Scenario: [20] Only a teammate's hold in the Beginning Phase disqualifies: a battlefield the teammate controls later in the turn is not added to what the turn player scored
    # C controls bf4 in A's action phase while A has scored nothing this turn: C took it after A's Beginning
    # Phase. Ending the turn (A's Lantern holds it in the Ending Step) does not disqualify bf4 for A.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "A", "controller": "C"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | uC  | Probe Footsoldier | C     | battlefield | bf4      |
      | lnA | Probe Lantern     | A     | base        |          |
    When A ends their turn
    Then the turn is:
      | turn     | 5           |
      | phase    | end_of_turn |
      | step     | ending      |
      | priority | A           |
    And the state includes:
      | path                       | value |
      | players.A.scored_this_turn | []    |

  @rule:riftbound:442.2.b @needs:teams @edition:riftbound:1.3
  Scenario: [21] An ability can't move a unit to a battlefield its controller's teammate controls either (442.2.b)
    # 442.2.b bars a teammate's battlefield to moves of all kinds, not only standard moves ([9]). Probe Ferry
    # ("[E]: Move a friendly unit to a battlefield") can't send uA to bf4, which C controls (393.2's legality
    # check, as RB18/11), and can to bf1, which no one controls.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "A", "controller": "C"}]}
      """
    And the objects:
      | id   | card              | owner | zone        | location |
      | fer1 | Probe Ferry       | A     | base        |          |
      | uA   | Probe Footsoldier | A     | base        |          |
      | uC4  | Probe Footsoldier | C     | battlefield | bf4      |
    When A activates fer1 targeting uA, bf4
    Then the action is rejected
    When A activates fer1 targeting uA, bf1
    Then the chain is:
      | source | targets       |
      | fer1   | ["uA", "bf1"] |

  @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.2
  Scenario: [22] v1.2: the turn player's teammate activates an ability without Action or Reaction in the turn player's Neutral Open state
    # As [5] for a spell: 316.2.b.1 lets teammates "play spells and activate abilities, including ones without
    # Action or Reaction". Probe Relic: "[1], [E]: Draw 1."
    Given the objects:
      | id     | card              | owner | zone      |
      | relC   | Probe Relic       | C     | base      |
      | deckC1 | Probe Footsoldier | C     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"C": {"energy": 1}}}
      """
    When C activates relC
    Then the chain is:
      | id     | kind      | controller |
      | relC#1 | activated | C          |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | C      | deckC1 |
    And A has priority
    And the turn is:
      | turn        | 5      |
      | turn player | A      |
      | phase       | action |
