@edition:riftbound:1.2
Feature: RB05 - Action phase

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

  @rule:riftbound:316.1 @edition:riftbound:1.3
  Scenario: [1] The action phase begins once the Draw Phase is over
    When A ends their turn
    Then the events include, in order:
      | type        | phase  | player |
      | drew        |        | B      |
      | phase_began | action |        |
    And the turn is:
      | turn     | 4      |
      | phase    | action |
      | priority | B      |

  @rule:riftbound:316.2 @rule:riftbound:316.2.a @rule:riftbound:398.1.b @rule:riftbound:316.2.b @rule:riftbound:316.6 @rule:riftbound:310.1.a @edition:riftbound:1.3
  Scenario: [2] The turn player may take any number of discretionary actions, in any order
    Given the objects:
      | id   | card              | owner | zone |
      | f1   | Probe Footsoldier | A     | hand |
      | rel1 | Probe Relic       | A     | hand |
      | f2   | Probe Footsoldier | A     | hand |
    When A plays f1
    # Within the action phase the setup is in: the phase goes on and does not begin again.
    Then no phase_began event happened
    When A plays rel1
    And A plays f2
    And A activates rel1
    And all players pass priority
    Then the objects are:
      | id   | zone | location |
      | f1   | base | base     |
      | f2   | base | base     |
      | rel1 | base | base     |
    And the events include, in order:
      | type     | id     |
      | resolved | rel1#1 |
    And the events include, in order:
      | type | player |
      | drew | A      |
    And the turn is:
      | phase    | action |
      | priority | A      |
    And the state includes:
      | path       | value        |
      | turn_state | neutral_open |

  @rule:riftbound:316.2.b @edition:riftbound:1.3
  Scenario: [3] In the action phase only the turn player may play cards
    Given the objects:
      | id | card              | owner | zone |
      | fB | Probe Footsoldier | B     | hand |
    When B plays fB
    Then the action is rejected as not_your_decision
    And the turn is:
      | turn player | A |
      | priority    | A |

  @rule:riftbound:316.2.b @rule:riftbound:374 @edition:riftbound:1.3
  Scenario: [4] In the action phase only the turn player may activate abilities
    Given the objects:
      | id   | card        | owner | zone |
      | relB | Probe Relic | B     | base |
    When B activates relB
    Then the action is rejected

  @rule:riftbound:316.3 @rule:riftbound:316.5.b @rule:riftbound:316.5.b.1 @rule:riftbound:316.5.a.1 @rule:riftbound:398.1.a @edition:riftbound:1.3
  Scenario: [5] Moving to an empty, uncontrolled battlefield stages a stand-alone showdown without a combat
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    Then the events include, in order:
      | type            | object | battlefield | combat | player |
      | moved           | u1     |             |        |        |
      | contested       |        | bf1         |        | A      |
      | showdown_staged |        | bf1         |        |        |
      | showdown_began  |        | bf1         | false  |        |
    And no combat_began event happened
    And no combat_staged event happened
    And the state includes:
      | path   | value |
      | combat | none  |

  @rule:riftbound:316.4.a @rule:riftbound:316.4.b @rule:riftbound:316.4.f @rule:riftbound:316.5.a @rule:riftbound:316.5.a.1 @rule:riftbound:316.3 @rule:riftbound:316.4.d @edition:riftbound:1.3
  Scenario: [6] A standard move onto a battlefield holding an opponent's units starts a combat whose first step is a showdown
    # u1's location names its base, as a setup may (PROTOCOL-riftbound.md section 1).
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        | base     |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    Then the events include, in order:
      | type           | battlefield | player | attacker | defender | combat |
      | contested      | bf2         | A      |          |          |        |
      | combat_began   | bf2         |        | A        | B        |        |
      | showdown_began | bf2         |        |          |          | true   |
    And the state includes:
      | path               | value    |
      | showdown.combat    | true     |
      | combat.battlefield | bf2      |
      | combat.attacker    | A        |
      | combat.defender    | B        |
      | combat.step        | showdown |
      | turn_state         | showdown_open |

  @rule:riftbound:316.4.c @rule:riftbound:316.4.e @rule:riftbound:345.1 @edition:riftbound:1.3
  Scenario: [7] A combat runs its steps in order once its showdown closes
    Given the objects:
      | id  | card              | owner | zone        | location |
      | br1 | Probe Brute       | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves br1 to bf2
    And A passes focus
    And B passes focus
    # Showdown, then the Damage Step (both units hit at once), then the Resolution Step (heal, conquer).
    Then the events include, in order:
      | moment | type           | battlefield | target | amount | combat | object | player | method  |
      |        | showdown_ended | bf2         |        |        |        |        |        |         |
      | damage | damage_dealt   |             | u2     | 4      | true   |        |        |         |
      | damage | damage_dealt   |             | br1    | 2      | true   |        |        |         |
      |        | healed         |             |        |        |        | br1    |        |         |
      |        | points_scored  | bf2         |        |        |        |        | A      | conquer |
      |        | combat_ended   | bf2         |        |        |        |        |        |         |
    And the state includes:
      | path                      | value |
      | battlefields.bf2.controller | A   |
      | players.A.points          | 1     |
      | objects.br1.damage        | 0     |
      | objects.u2.zone           | trash |

  @rule:riftbound:316.4.d @rule:riftbound:398.1.b.3 @needs:multiplayer @edition:riftbound:1.3
  Scenario: [8] A unit cannot move onto a battlefield already holding units of two other players
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
      | u3 | Probe Footsoldier | C     | battlefield | bf2      |
    When A moves u1 to bf2
    Then the action is rejected

  @rule:riftbound:316.5.c @rule:riftbound:344.1 @rule:riftbound:344.1.a @rule:riftbound:338 @rule:riftbound:338.1 @edition:riftbound:1.3
  Scenario: [9] During the showdown the focus holder may play an Action spell, which starts a chain
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Footsoldier | A     | base        |          |
      | fs1   | Probe Field Study | A     | hand        |          |
    When A moves u1 to bf1
    And A plays fs1
    Then the chain is:
      | id  | kind  | controller |
      | fs1 | spell | A          |
    And the state includes:
      | path       | value           |
      | turn_state | showdown_closed |
    When all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | fs1 |
    And the events include, in order:
      | type | player | card   |
      | drew | A      | deckA1 |

  @rule:riftbound:316.6 @rule:riftbound:316.6.a @edition:riftbound:1.3
  Scenario: [10] Only the turn player can end the turn
    When B ends their turn
    Then the action is rejected as not_your_decision
    And the turn is:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |

  @rule:riftbound:316.6 @rule:riftbound:398.1.a @rule:riftbound:316.6.a @edition:riftbound:1.3
  Scenario: [11] The turn cannot be ended during a showdown
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A ends their turn
    Then the action is rejected

  @rule:riftbound:316.2.b.1 @rule:riftbound:316.2.c @needs:teams
  Scenario: [12] In team play the turn player's teammate may play a spell without Action or Reaction during the turn player's action phase
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
      | D      |
    And the setup also has:
      """
      {"teams": [["A", "C"], ["B", "D"]], "victory_score": 11,
       "rune_pools": {"C": {"energy": 2}}}
      """
    And the objects:
      | id     | card              | owner | zone      |
      | deckC1 | Probe Footsoldier | C     | main_deck |
      | deckC2 | Probe Footsoldier | C     | main_deck |
      | insC   | Probe Insight     | C     | hand      |
    When C plays insC
    Then the chain is:
      | id   | kind  | controller |
      | insC | spell | C          |

  @rule:riftbound:316.2.b @rule:riftbound:316.2.b.1 @needs:teams @edition:riftbound:1.3
  Scenario: [13] In team play an opponent of the turn player still cannot play spells in the turn player's Neutral Open state
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
      | D      |
    And the setup also has:
      """
      {"teams": [["A", "C"], ["B", "D"]], "victory_score": 11,
       "rune_pools": {"B": {"energy": 2}}}
      """
    And the objects:
      | id   | card          | owner | zone |
      | insB | Probe Insight | B     | hand |
    When B plays insB
    Then the action is rejected

  @rule:riftbound:316.2.b @edition:riftbound:1.3
  Scenario: [14] In the turn player's Neutral Open state the other player cannot play even a Reaction spell
    # A Reaction spell may be played in any state of the turn (309.1.a), so what stops B here is that only the
    # turn player acts in their action phase's Neutral Open state; A plays the same card at the same moment.
    Given the objects:
      | id  | card              | owner | zone |
      | qsA | Probe Quick Study | A     | hand |
      | qsB | Probe Quick Study | B     | hand |
    When B plays qsB
    Then the action is rejected
    When A plays qsA
    Then the chain is:
      | id  | kind  | controller |
      | qsA | spell | A          |

  @rule:riftbound:316.4.b @rule:riftbound:316.4.c @edition:riftbound:1.3
  Scenario: [15] A combat started by a plain move spell runs the steps a combat started by a standard move runs
    # Probe Charge moves A's Brute onto bf2, where B has a unit. The combat that follows is RB05/7's: it begins
    # once the spell has left the chain, A (who applied Contested) attacks and holds Focus in its showdown, then
    # the damage step and the resolution step follow.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | br1 | Probe Brute       | A     | base        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ch1 | Probe Charge      | A     | hand        |          |
    When A plays ch1 to bf2 targeting br1
    Then no combat_began event happened
    When all players pass priority
    Then the events include, in order:
      | type           | object | battlefield | player | attacker | defender | combat |
      | moved          | br1    |             |        |          |          |        |
      | contested      |        | bf2         | A      |          |          |        |
      | combat_began   |        | bf2         |        | A        | B        |        |
      | showdown_began |        | bf2         |        |          |          | true   |
    And the state includes:
      | path               | value         |
      | combat.battlefield | bf2           |
      | combat.attacker    | A             |
      | combat.defender    | B             |
      | combat.step        | showdown      |
      | turn_state         | showdown_open |
      | focus              | A             |
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

  @rule:riftbound:316.3 @rule:riftbound:316.4.a @rule:riftbound:316.2.b @rule:riftbound:322.10 @edition:riftbound:1.3
  Scenario: [16] A move to a battlefield the mover already holds alone leads to no showdown and no combat
    # B's turn: the same standard move as RB05/5 and RB05/6, but onto bf2, which B controls with a unit there;
    # nothing is contested, no structured phase follows, and B keeps acting in the Neutral Open state.
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | B     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B moves u1 to bf2
    Then the events include, in order:
      | type  | object |
      | moved | u1     |
    And these events did not happen:
      | type           |
      | contested      |
      | showdown_began |
      | combat_began   |
    And the state includes:
      | path                        | value        |
      | turn_state                  | neutral_open |
      | combat                      | none         |
      | battlefields.bf2.controller | B            |
    And B has priority

  @rule:riftbound:316.5.b @rule:riftbound:322.8
  Scenario: [17] Contesting a battlefield that has a controller stages a combat, not a showdown of its own
    # v1.2: a showdown is staged only where Contested is applied to an uncontrolled battlefield; bf2 is B's, so
    # the only showdown is the combat's first step (v1.3 stages a showdown at every contested battlefield).
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves u1 to bf2
    Then the events include, in order:
      | type           | battlefield | combat |
      | contested      | bf2         |        |
      | combat_began   | bf2         |        |
      | showdown_began | bf2         | true   |
    And no showdown_staged event happened

  @rule:riftbound:316.5.c @edition:riftbound:1.3
  Scenario: [18] In a showdown only cards with Action or Reaction can be played, by whichever player holds Focus
    # A holds Focus after contesting bf1: A's plain spell is refused; once A passes, B holds Focus and plays an
    # Action spell.
    Given the objects:
      | id   | card              | owner | zone |
      | u1   | Probe Footsoldier | A     | base |
      | ins1 | Probe Insight     | A     | hand |
      | fsB  | Probe Field Study | B     | hand |
    When A moves u1 to bf1
    And A plays ins1
    Then the action is rejected
    When A passes focus
    And B plays fsB
    Then the chain is:
      | id  | kind  | controller |
      | fsB | spell | B          |
    And the state includes:
      | path       | value           |
      | turn_state | showdown_closed |

  @rule:riftbound:316.4.b @rule:riftbound:316.4.c @edition:riftbound:1.3
  Scenario: [19] A unit played straight onto a battlefield an opponent holds starts a combat there
    # Neither a standard move nor a spell: Probe Infiltrator's own permission lets A play it to bf2, where B has a
    # unit; the combat begins once the unit is on the board, with A (who applied Contested) attacking. It runs as
    # any combat (316.4.c): the Infiltrator, new to the board and not stunned, deals its full 2 Might (443.1.b).
    Given the objects:
      | id  | card              | owner | zone        | location |
      | in1 | Probe Infiltrator | A     | hand        |          |
      | u2  | Probe Footsoldier | B     | battlefield | bf2      |
    When A plays in1 to bf2
    Then the events include, in order:
      | type           | battlefield | player | attacker | defender | combat |
      | contested      | bf2         | A      |          |          |        |
      | combat_began   | bf2         |        | A        | B        |        |
      | showdown_began | bf2         |        |          |          | true   |
    And the state includes:
      | path            | value    |
      | combat.attacker | A        |
      | combat.step     | showdown |
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | moment | type         | target | amount |
      | damage | damage_dealt | u2     | 2      |
      | damage | damage_dealt | in1    | 2      |
    And the objects are:
      | id  | zone  |
      | in1 | trash |
      | u2  | trash |
