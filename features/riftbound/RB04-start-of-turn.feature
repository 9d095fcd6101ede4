@edition:riftbound:1.2
Feature: RB04 - Start of turn

  # Every scenario sets up A's action phase and ends A's turn, then observes the start of B's turn.

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:315.1.a @edition:riftbound:1.3
  Scenario: [1] In the Awaken Phase the turn player readies everything they control, and only that
    Given the objects:
      | id     | card              | owner | zone      | exhausted |
      | deckB1 | Probe Footsoldier | B     | main_deck |           |
      | uA     | Probe Footsoldier | A     | base      | true      |
      | uB     | Probe Footsoldier | B     | base      | true      |
      | runeB0 | Probe Calm Rune   | B     | base      | true      |
      | relB   | Probe Relic       | B     | base      | true      |
    When A ends their turn
    Then the events include, in order:
      | moment | type    | object | player | card   |
      | awaken | readied | uB     |        |        |
      | awaken | readied | runeB0 |        |        |
      | awaken | readied | relB   |        |        |
      |        | drew    |        | B      | deckB1 |
    And these events did not happen:
      | type    | object |
      | readied | uA     |
    And the objects are:
      | id     | exhausted |
      | uB     | false     |
      | runeB0 | false     |
      | relB   | false     |
      | uA     | true      |

  @rule:riftbound:315.2.b.1 @edition:riftbound:1.3
  Scenario: [2] In the Scoring Step the turn player holds each battlefield they control
    Given the objects:
      | id     | card              | owner | zone        | location |
      | deckB1 | Probe Footsoldier | B     | main_deck   |          |
      | uB     | Probe Footsoldier | B     | battlefield | bf2      |
      | uA     | Probe Footsoldier | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id     | card              | owner | zone        | location | exhausted |
      | uB3    | Probe Footsoldier | B     | battlefield | bf3      |           |
      | runeB0 | Probe Calm Rune   | B     | base        |          | true      |
      | runeB1 | Probe Calm Rune   | B     | rune_deck   |          |           |
    When A ends their turn
    # The Scoring Step lies between the Awaken Phase (the rune readies) and the Channel Phase (runeB1).
    Then the events include, in order:
      | moment | type           | object | player | battlefield | method | points | rune   |
      |        | readied        | runeB0 |        |             |        |        |        |
      | hold   | points_scored  |        | B      | bf3         | hold   |        |        |
      | hold   | points_changed |        | B      |             |        | 1      |        |
      |        | channeled      |        | B      |             |        |        | runeB1 |
    And these events did not happen:
      | type          | player |
      | points_scored | A      |
    And the state includes:
      | path              | value |
      | players.B.points  | 1     |
      | players.A.points  | 0     |

  @rule:riftbound:315.3.b @edition:riftbound:1.3
  Scenario: [3] In the Channel Phase the turn player channels the top 2 runes of their rune deck
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | runeB2 | Probe Body Rune   | B     | rune_deck |
      | runeB3 | Probe Calm Rune   | B     | rune_deck |
    When A ends their turn
    Then the events include, in order:
      | moment  | type      | player | rune   | card   |
      | channel | channeled | B      | runeB1 |        |
      | channel | channeled | B      | runeB2 |        |
      |         | drew      | B      |        | deckB1 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeB3 |
    And the objects are:
      | id     | zone      | location | controller |
      | runeB1 | base      | base     | B          |
      | runeB2 | base      | base     | B          |
      | runeB3 | rune_deck | none     |            |

  @rule:riftbound:315.3.b.1 @edition:riftbound:1.3
  Scenario: [4] With a single rune left in the rune deck only that rune is channeled
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
    When A ends their turn
    Then the events include, in order:
      | type      | player | rune   | card   |
      | channeled | B      | runeB1 |        |
      | drew      | B      |        | deckB1 |
    And the state includes:
      | path               | value |
      | players.B.rune_deck | []   |

  @rule:riftbound:315.3.a
  Scenario: [5] The second player channels one extra rune in their first Channel Phase
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | runeB2 | Probe Calm Rune   | B     | rune_deck |
      | runeB3 | Probe Calm Rune   | B     | rune_deck |
      | runeB4 | Probe Calm Rune   | B     | rune_deck |
    And the turn:
      | turn        | 1      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | moment  | type      | player | rune   | card   |
      | channel | channeled | B      | runeB1 |        |
      | channel | channeled | B      | runeB2 |        |
      | channel | channeled | B      | runeB3 |        |
      |         | drew      | B      |        | deckB1 |
    And these events did not happen:
      | type      | rune   |
      | channeled | runeB4 |

  @rule:riftbound:315.4.b @rule:riftbound:398.2.a @rule:riftbound:398.2.b @rule:riftbound:316.1 @edition:riftbound:1.3
  Scenario: [6] In the Draw Phase the turn player draws the top card of their main deck, then the action phase begins
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Brute       | B     | main_deck |
    When A ends their turn
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
    And these events did not happen:
      | type | card   |
      | drew | deckB2 |
    And the objects are:
      | id     | zone      |
      | deckB1 | hand      |
      | deckB2 | main_deck |
    And the turn is:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |

  @rule:riftbound:315.4.b.1 @rule:riftbound:315.4.b.2 @edition:riftbound:1.3
  Scenario: [7] Drawing from an empty main deck burns the turn player out, then they still draw 1
    Given the objects:
      | id  | card              | owner | zone  |
      | tB1 | Probe Footsoldier | B     | trash |
      | tB2 | Probe Brute       | B     | trash |
    When A ends their turn
    Then the events include, in order:
      | moment   | type           | player | opponent | points |
      | burn_out | burned_out     | B      | A        |        |
      | burn_out | points_changed | A      |          | 1      |
      |          | drew           | B      |          |        |
    And the state includes:
      | path              | value |
      | players.A.points  | 1     |
      | players.B.trash   | []    |
    And the players are:
      | player | hand_count | main_deck_count |
      | B      | 1          | 1               |

  @rule:riftbound:315.4.d @rule:riftbound:315.2.a.1 @edition:riftbound:1.3
  Scenario: [8] Rune pools empty as the Draw Phase ends
    Given the objects:
      | id     | card              | owner | zone      | exhausted |
      | deckB1 | Probe Footsoldier | B     | main_deck |           |
      | deckB2 | Probe Footsoldier | B     | main_deck |           |
      | sd1    | Probe Sundial     | B     | base      |           |
      | runeB0 | Probe Calm Rune   | B     | base      | true      |
    When A ends their turn
    Then the events include, in order:
      | type       | object | id    |
      | readied    | runeB0 |       |
      | chain_push |        | sd1#1 |
    And the turn is:
      | phase    | beginning |
      | step     | beginning |
      | priority | B         |
    When B activates runeB0
    Then the state includes:
      | path                       | value |
      | players.B.rune_pool.energy | 1     |
    # The Draw Phase's draw (deckB2, after the Sundial's deckB1) comes before the pool empties.
    When all players pass priority
    Then the events include, in order:
      | type              | player | card   |
      | drew              | B      | deckB1 |
      | drew              | B      | deckB2 |
      | rune_pool_emptied | B      |        |
    And the turn is:
      | phase    | action |
      | priority | B      |
    And the state includes:
      | path                       | value |
      | players.B.rune_pool.energy | 0     |

  @rule:riftbound:315.3.c
  Scenario: [9] After channeling, what the turn player's objects instruct for the Channel Phase happens in that phase
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | rtB    | Probe Rune Totem  | B     | base      |
      | rtA    | Probe Rune Totem  | A     | base      |
    When A ends their turn
    Then the events include, in order:
      | type       | player | rune   | id    |
      | channeled  | B      | runeB1 |       |
      | chain_push |        |        | rtB#1 |
    And these events did not happen:
      | type       | source |
      | chain_push | rtA    |
    And the turn is:
      | phase    | channel |
      | priority | B       |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
      | drew | B      | deckB2 |
    And the turn is:
      | phase    | action |
      | priority | B      |

  @rule:riftbound:315.4.a @rule:riftbound:315.4.b
  Scenario: [10] An additional card for the turn is drawn in the Draw Phase, only for the player it belongs to
    # A has two Almanacs and B one: B, the turn player, draws 1 + 1, never A's 2 more (only the turn player's own
    # objects add draws to their Draw Phase).
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
      | deckB3 | Probe Footsoldier | B     | main_deck |
      | alB    | Probe Almanac     | B     | base      |
      | alA    | Probe Almanac     | A     | base      |
      | alA2   | Probe Almanac     | A     | base      |
    When A ends their turn
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB1 |
      | drew | B      | deckB2 |
    And the turn is:
      | phase    | action |
      | priority | B      |
    And these events did not happen:
      | type | card   |
      | drew | deckB3 |

  @rule:riftbound:315.4.c
  Scenario: [11] After the draw, what the turn player's objects instruct for the Draw Phase happens in that phase
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
      | quB    | Probe Quill       | B     | base      |
    When A ends their turn
    Then the events include, in order:
      | type       | player | card   | id    |
      | drew       | B      | deckB1 |       |
      | chain_push |        |        | quB#1 |
    And the turn is:
      | phase    | draw |
      | priority | B    |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | B      | deckB2 |
    And the turn is:
      | phase    | action |
      | priority | B      |

  @rule:riftbound:315.2.b.2 @needs:teams @edition:riftbound:1.3
  Scenario: [12] In team play the turn player does not score a battlefield their teammate holds in the Beginning Phase
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
      | D      |
    And the setup also has:
      """
      {"teams": [["A", "C"], ["B", "D"]], "victory_score": 11,
       "battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "C", "controller": "C"}]}
      """
    And the objects:
      | id     | card              | owner | zone        | location |
      | deckB1 | Probe Footsoldier | B     | main_deck   |          |
      | deckC1 | Probe Footsoldier | C     | main_deck   |          |
      | deckD1 | Probe Footsoldier | D     | main_deck   |          |
      | uC     | Probe Footsoldier | C     | battlefield | bf3      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id  | card              | owner | zone        | location |
      | uA4 | Probe Footsoldier | A     | battlefield | bf4      |
    And the turn:
      | turn        | 4      |
      | turn player | D      |
      | phase       | action |
      | priority    | D      |
    When D ends their turn
    Then the events include, in order:
      | type          | player | battlefield | method |
      | points_scored | A      | bf4         | hold   |
    And these events did not happen:
      | type          | battlefield |
      | points_scored | bf3         |
    And the state includes:
      | path                       | value          |
      | players.A.scored_this_turn | ["bf4", "bf3"] |

  @rule:riftbound:322.1 @rule:riftbound:315.4.b.1
  Scenario: [13] v1.2: the point of a burn-out that reaches the victory score wins at once, so the draw it interrupted never happens
    Given a riftbound game with players:
      | player | points |
      | A      | 7      |
      | B      | 0      |
    And the objects:
      | id  | card              | owner | zone  |
      | tB1 | Probe Footsoldier | B     | trash |
    When A ends their turn
    Then the events include, in order:
      | moment   | type           | player | opponent | points |
      | burn_out | burned_out     | B      | A        |        |
      | burn_out | points_changed | A      |          | 8      |
      |          | game_won       | A      |          |        |
    And no drew event happened
    And the state includes:
      | path             | value |
      | players.A.points | 8     |
      | game_over        | true  |
      | winners          | ["A"] |

  @rule:riftbound:315.1.a @edition:riftbound:1.3
  Scenario: [14] Both runes channeled in a Channel Phase are the player's to ready in their next Awaken Phase
    # B channels runeB1 and runeB2 in turn 4 and exhausts runeB1 for Energy (its ability 0); in B's next turn
    # (6) the Awaken Phase readies it like everything else B controls (315.1.a), though nothing moved meanwhile.
    Given the objects:
      | id     | card              | owner | zone      |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
      | runeB1 | Probe Calm Rune   | B     | rune_deck |
      | runeB2 | Probe Calm Rune   | B     | rune_deck |
    When A ends their turn
    Then the objects are:
      | id     | zone | exhausted |
      | runeB1 | base | false     |
      | runeB2 | base | false     |
    When B activates ability 0 of runeB1
    Then the objects are:
      | id     | exhausted |
      | runeB1 | true      |
    When B ends their turn
    And A ends their turn
    Then the turn is:
      | turn        | 6      |
      | turn player | B      |
      | phase       | action |
    And the objects are:
      | id     | zone | exhausted |
      | runeB1 | base | false     |
      | runeB2 | base | false     |

  @rule:riftbound:315.2.b.2 @needs:teams @edition:riftbound:1.3
  Scenario: [15] In team play a battlefield the teammate takes during the Scoring Step is disqualified for the turn player too
    # A's Holdfast holds bf4 in A's Scoring Step and its trigger opens a chain. In answer C (A's teammate) moves uC
    # to the empty bf1 with Probe Shift; when the chain is done the showdown there opens and ends with C in
    # control of bf1, still in A's Beginning Phase. So bf1 too is disqualified from being scored by A this turn
    # (315.2.b.2: held by a teammate during this phase; 446.1.a), listed after the battlefield A scored.
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
      | D      |
    And the setup also has:
      """
      {"teams": [["A", "C"], ["B", "D"]], "victory_score": 11,
       "battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id     | card              | owner | zone        | location |
      | deckB1 | Probe Footsoldier | B     | main_deck   |          |
      | deckC1 | Probe Footsoldier | C     | main_deck   |          |
      | deckD1 | Probe Footsoldier | D     | main_deck   |          |
      | hf1    | Probe Holdfast    | A     | battlefield | bf4      |
      | uC     | Probe Footsoldier | C     | base        |          |
      | sh1    | Probe Shift       | C     | hand        |          |
      | runeC  | Probe Chaos Rune  | C     | base        |          |
    And the turn:
      | turn        | 4      |
      | turn player | D      |
      | phase       | action |
      | priority    | D      |
    When D ends their turn
    Then the turn is:
      | turn     | 5         |
      | phase    | beginning |
      | step     | scoring   |
      | priority | A         |
    And the chain is:
      | source | controller |
      | hf1    | A          |
    When A passes priority
    And B passes priority
    And C activates ability 0 of runeC
    And C plays sh1 to bf1 targeting uC
    And all players pass priority
    Then the objects are:
      | id | zone        | location |
      | uC | battlefield | bf1      |
    When all players pass priority
    Then the turn is:
      | step  | scoring |
      | focus | C       |
    When C passes focus
    And D passes focus
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | type            | battlefield | controller |
      | control_changed | bf1         | C          |
    And the turn is:
      | turn     | 5      |
      | phase    | action |
      | priority | A      |
    And the state includes:
      | path                       | value          |
      | players.A.scored_this_turn | ["bf4", "bf1"] |
