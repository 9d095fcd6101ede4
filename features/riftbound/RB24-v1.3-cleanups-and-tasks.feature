@edition:riftbound:1.3
Feature: RB24 - Cleanups, turn Tasks and ordering (Core Rules v1.3)

  # When v1.3 queues a cleanup (319-322), the start-of-turn Tasks (315), and the order of simultaneous
  # triggers (303.2.a) and of "you" triggers (411.4). Tagged in v1.3 numbering.

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
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

  @rule:riftbound:303 @rule:riftbound:315.1.a
  Scenario: [1] The Awaken Phase's Task readies the new turn player's objects, in the fixed phase order
    Given the objects:
      | id     | card              | owner | zone      | exhausted |
      | uA     | Probe Footsoldier | A     | base      | true      |
      | uB     | Probe Footsoldier | B     | base      | true      |
      | deckB1 | Probe Footsoldier | B     | main_deck |           |
    When A ends their turn
    Then the events include, in order:
      | type        | phase     | object | player |
      | phase_began | awaken    |        |        |
      | readied     |           | uB     |        |
      | phase_ended | awaken    |        |        |
      | phase_began | beginning |        |        |
      | phase_began | channel   |        |        |
      | phase_began | draw      |        |        |
      | phase_began | action    |        |        |
    And these events did not happen:
      | type    | object |
      | readied | uA     |
    And the objects are:
      | id | exhausted |
      | uA | true      |
      | uB | false     |

  @rule:riftbound:315.2.b.1
  Scenario: [2] The Scoring Step's Task holds only the battlefields the turn player controls
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf4", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the objects:
      | id     | card              | owner | zone        | location |
      | uA     | Probe Footsoldier | A     | battlefield | bf3      |
      | uB     | Probe Footsoldier | B     | battlefield | bf4      |
      | deckB1 | Probe Footsoldier | B     | main_deck   |          |
      | runeB1 | Probe Calm Rune   | B     | rune_deck   |          |
    And the objects:
      | id     | card            | owner | zone | exhausted |
      | runeB0 | Probe Calm Rune | B     | base | true      |
    When A ends their turn
    # The Scoring Step lies between the Awaken Phase (the rune readies) and the Channel Phase (runeB1).
    Then the events include, in order:
      | moment | type           | object | player | battlefield | method | rune   |
      |        | readied        | runeB0 |        |             |        |        |
      | hold   | points_scored  |        | B      | bf4         | hold   |        |
      | hold   | points_changed |        | B      |             |        |        |
      |        | channeled      |        | B      |             |        | runeB1 |
    And these events did not happen:
      | type          | battlefield |
      | points_scored | bf3         |
    And the state includes:
      | path             | value |
      | players.B.points | 1     |
      | players.A.points | 0     |

  @rule:riftbound:319 @rule:riftbound:319.2
  Scenario: [3] A phase change queues a cleanup: a unit set up with lethal damage dies as the turn moves on
    Given the objects:
      | id     | card              | owner | zone      | damage |
      | uA     | Probe Footsoldier | A     | base      | 2      |
      | uA2    | Probe Footsoldier | A     | base      | 1      |
      | deckB1 | Probe Footsoldier | B     | main_deck |        |
    When A ends their turn
    # No action of A's causes a cleanup: only the phase changes of ending the turn can kill uA, and they do
    # before B's turn gets to its draw.
    Then the events include, in order:
      | type   | object | player | card   |
      | killed | uA     |        |        |
      | drew   |        | B      | deckB1 |
    And these events did not happen:
      | type   | object |
      | killed | uA2    |

  @rule:riftbound:319.3 @rule:riftbound:354.4
  Scenario: [4] Adding a card to the chain queues a cleanup that is done before the card resolves
    Given the objects:
      | id   | card              | owner | zone        | location | damage |
      | uB   | Probe Footsoldier | B     | battlefield | bf2      | 2      |
      | ins1 | Probe Insight     | A     | hand        |          |        |
      | d1   | Probe Footsoldier | A     | main_deck   |          |        |
      | d2   | Probe Footsoldier | A     | main_deck   |          |        |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {}}}}
      """
    When A plays ins1
    Then the events include, in order:
      | type       | id   | object |
      | chain_push | ins1 |        |
      | killed     |      | uB     |
    And no resolved event happened
    And no drew event happened
    And the chain is:
      | id   | controller |
      | ins1 | A          |

  @rule:riftbound:321 @rule:riftbound:321.1 @rule:riftbound:335.2.a
  Scenario: [5] No cleanup while a spell resolves: both units take the damage, then die in the cleanup after it
    # One Martyr per player: two Deathknells of one player would let that player order them (376.3.b), a prompt
    # this scenario is not about.
    Given the objects:
      | id     | card         | owner | zone        | location |
      | m1     | Probe Martyr | B     | battlefield | bf2      |
      | m2     | Probe Martyr | A     | battlefield | bf1      |
      | qk1    | Probe Quake  | A     | hand        |          |
      | deckA1 | Probe Martyr | A     | main_deck   |          |
      | deckB1 | Probe Martyr | B     | main_deck   |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {}}}}
      """
    When A plays qk1
    And all players pass priority
    Then the events include, in order:
      | moment | type         | target | object |
      | damage | damage_dealt | m1     |        |
      | damage | damage_dealt | m2     |        |
      | deaths | killed       |        | m1     |
      | deaths | killed       |        | m2     |
    And these events did not happen:
      | type | player |
      | drew | A      |
      | drew | B      |

  @rule:riftbound:303.2.a @rule:riftbound:376.3.b.1 @edition:riftbound:1.2
  Scenario: [6] Triggers of both players that happen at once go on the chain in turn order, the turn player's first
    Given the objects:
      | id     | card         | owner | zone        | location |
      | mA     | Probe Martyr | A     | battlefield | bf1      |
      | mB     | Probe Martyr | B     | battlefield | bf2      |
      | q1     | Probe Quake  | A     | hand        |          |
      | deckA1 | Probe Martyr | A     | main_deck   |          |
      | deckB1 | Probe Martyr | B     | main_deck   |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {}}}}
      """
    When A plays q1
    And all players pass priority
    Then the events include, in order:
      | type       | source | controller |
      | chain_push | mA     | A          |
      | chain_push | mB     | B          |

  @rule:riftbound:303.2.a @rule:riftbound:376.3.b.1 @edition:riftbound:1.2
  Scenario: [7] Simultaneous triggers are not ordered by seat: on B's turn B's trigger goes on the chain first
    Given the objects:
      | id     | card         | owner | zone        | location |
      | mA     | Probe Martyr | A     | battlefield | bf1      |
      | mB     | Probe Martyr | B     | battlefield | bf2      |
      | q1     | Probe Quake  | B     | hand        |          |
      | deckA1 | Probe Martyr | A     | main_deck   |          |
      | deckB1 | Probe Martyr | B     | main_deck   |          |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    And the setup also has:
      """
      {"rune_pools": {"B": {"energy": 2, "power": {}}}}
      """
    When B plays q1
    And all players pass priority
    Then the events include, in order:
      | type       | source | controller |
      | chain_push | mB     | B          |
      | chain_push | mA     | A          |

  @rule:riftbound:411.4
  Scenario: [8] A "when you play" trigger fires for the unit its controller plays
    Given the objects:
      | id     | card              | owner | zone      |
      | dm     | Probe Drillmaster | A     | base      |
      | f1     | Probe Footsoldier | A     | hand      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {}}}}
      """
    When A plays f1
    Then the events include, in order:
      | type       | source | controller |
      | chain_push | dm     | A          |

  @rule:riftbound:411.4
  Scenario: [9] A "when you play" trigger ignores a unit an opponent plays
    Given the objects:
      | id     | card               | owner | zone      |
      | dm     | Probe Drillmaster  | A     | base      |
      | ns1    | Probe Reflex Guard | B     | hand      |
      | ins1   | Probe Insight      | A     | hand      |
      | deckA1 | Probe Footsoldier  | A     | main_deck |
      | deckA2 | Probe Footsoldier  | A     | main_deck |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {}}, "B": {"energy": 2, "power": {}}}}
      """
    When A plays ins1
    And A passes priority
    And B plays ns1
    And all players pass priority
    Then these events did not happen:
      | type       | source |
      | chain_push | dm     |
    And the objects are:
      | id  | zone |
      | ns1 | base |

  @rule:riftbound:323.1 @rule:riftbound:431.2
  Scenario: [10] The point of a burn-out that reaches the victory score wins only in the cleanup after the draw, which is completed first
    Given a riftbound game with players:
      | player | points |
      | A      | 7      |
      | B      | 0      |
    And the objects:
      | id  | card              | owner | zone  |
      | tB1 | Probe Footsoldier | B     | trash |
    When A ends their turn
    Then the events include, in order:
      | moment   | type           | player | opponent | points | card |
      | burn_out | burned_out     | B      | A        |        |      |
      | burn_out | points_changed | A      |          | 8      |      |
      |          | drew           | B      |          |        | tB1  |
      |          | game_won       | A      |          |        |      |
    And the state includes:
      | path             | value |
      | players.A.points | 8     |
      | game_over        | true  |
      | winners          | ["A"] |

  @rule:riftbound:431 @rule:riftbound:431.2.c
  Scenario: [11] With an empty main deck and an empty trash, a draw burns out again and again until an opponent wins
    # B's Draw Phase (431.3-431.3.a, outside the index): nothing to recycle, so each burn-out leaves the deck
    # empty and the draw burns out again, giving A a point each time, until A reaches the Victory Score of 8
    # and wins; B never draws.
    Given a riftbound game with players:
      | player | points |
      | A      | 6      |
      | B      | 0      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
    When A ends their turn
    Then the events include, in order:
      | type           | player | opponent | points |
      | burned_out     | B      | A        |        |
      | points_changed | A      |          | 7      |
      | burned_out     | B      | A        |        |
      | points_changed | A      |          | 8      |
      | game_won       | A      |          |        |
    And no drew event happened
    And the state includes:
      | path             | value |
      | players.A.points | 8     |
      | game_over        | true  |
      | winners          | ["A"] |
