@edition:riftbound:1.3
Feature: RB29 - Replacement effects and simultaneous events (Core Rules v1.3)
  # v1.3 370.3 and 373-375: when a replacement that works from a zone counts, how replacements are shared
  # out among events that happen at the same time (each event on its own, one sequence per replacement, the
  # turn player's replacements executing first), nested replacements inside a sequence, and what a
  # replacement inherits from the event it replaces. Probe Cataclysm kills every unit at once; the
  # `choose_replacement` decision with a `source` asks which event that replacement replaces. Tagged in v1.3
  # numbering.

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
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}],
       "rune_pools": {"A": {"energy": 9, "power": {}}, "B": {"energy": 9, "power": {}}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:370.3
  Scenario: [1] A replacement that works from the trash applies when its card was already there: the Guardian Spirit is banished and the unit is recalled exhausted
    Given the objects:
      | id  | card                  | owner | zone        | location |
      | gs1 | Probe Guardian Spirit | A     | trash       |          |
      | fA  | Probe Footsoldier     | A     | battlefield | bf3      |
      | cu1 | Probe Cull            | A     | hand        |          |
    When A plays cu1 targeting fA
    And all players pass priority
    Then A must choose replacement:
      | source  | gs1               |
      | options | ["fA", "decline"] |
    When A chooses fA
    Then the events include, in order:
      | type         | object | from  | to         |
      | zone_changed | gs1    | trash | banishment |
      | exhausted    | fA     |       |            |
      | recalled     | fA     | bf3   |            |
    And these events did not happen:
      | type   | object |
      | killed | fA     |
    And the objects are:
      | id  | zone       | exhausted |
      | fA  | base       | true      |
      | gs1 | banishment | false     |

  @rule:riftbound:370.3
  Scenario: [2] A card that dies together with another unit is not yet in the trash as their deaths are replaced, so it saves nobody
    Given the objects:
      | id  | card                  | owner | zone        | location |
      | gs1 | Probe Guardian Spirit | A     | battlefield | bf3      |
      | fA  | Probe Footsoldier     | A     | battlefield | bf3      |
      | ca1 | Probe Cataclysm       | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | gs1    |     |
      | resolve | killed   | fA     |     |
      | resolve | resolved |        | ca1 |
    And these events did not happen:
      | type         | object | to         |
      | zone_changed | gs1    | banishment |
      | recalled     | fA     |            |
    And the objects are:
      | id  | zone  |
      | fA  | trash |
      | gs1 | trash |

  @rule:riftbound:370.3
  Scenario: [3] The trash replacement is optional: declined, the unit dies and the card stays in the trash
    Given the objects:
      | id  | card                  | owner | zone        | location |
      | gs1 | Probe Guardian Spirit | A     | trash       |          |
      | fA  | Probe Footsoldier     | A     | battlefield | bf3      |
      | cu1 | Probe Cull            | A     | hand        |          |
    When A plays cu1 targeting fA
    And all players pass priority
    And A chooses decline
    Then the events include, in order:
      | type   | object |
      | killed | fA     |
    And no recalled event happened
    And the objects are:
      | id  | zone  |
      | fA  | trash |
      | gs1 | trash |

  @rule:riftbound:373
  Scenario: [4] Two units die at once and one Hourglass could save either: its controller picks the event, and only that unit is saved
    Given the objects:
      | id  | card              | owner | zone        | location |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | f2  | Probe Footsoldier | A     | battlefield | bf3      |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then A must choose replacement:
      | source  | hg1          |
      | options | ["f1", "f2"] |
    When A chooses f2
    Then the events include, in order:
      | type     | object | from |
      | killed   | hg1    |      |
      | recalled | f2     | bf3  |
    And the events include, in order:
      | type   | object |
      | killed | f1     |
    And these events did not happen:
      | type     | object |
      | killed   | f2     |
      | recalled | f1     |
    And the objects are:
      | id  | zone  | exhausted |
      | f1  | trash | false     |
      | f2  | base  | true      |
      | hg1 | trash | false     |

  @rule:riftbound:373
  Scenario: [5] Two Hourglasses and two simultaneous deaths: the controller orders the Hourglasses and the events, and each death is replaced on its own
    Given the objects:
      | id  | card              | owner | zone        | location |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | hg2 | Probe Hourglass   | A     | base        |          |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | f2  | Probe Footsoldier | A     | battlefield | bf3      |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then A must choose replacement:
      | options | ["hg1", "hg2"] |
    When A chooses hg2
    Then A must choose replacement:
      | source  | hg2          |
      | options | ["f1", "f2"] |
    When A chooses f1
    Then the events include, in order:
      | type     | object | from |
      | killed   | hg2    |      |
      | recalled | f1     | bf3  |
      | killed   | hg1    |      |
      | recalled | f2     | bf3  |
    And these events did not happen:
      | type   | object |
      | killed | f1     |
      | killed | f2     |
    And the objects are:
      | id | zone | exhausted |
      | f1 | base | true      |
      | f2 | base | true      |

  @rule:riftbound:373.1
  Scenario: [6] Replacements of different players on simultaneous deaths execute in turn order: on A's turn, A's Hourglass first
    Given the objects:
      | id  | card              | owner | zone        | location |
      | hgB | Probe Hourglass   | B     | base        |          |
      | fB  | Probe Footsoldier | B     | battlefield | bf2      |
      | hgA | Probe Hourglass   | A     | base        |          |
      | fA  | Probe Footsoldier | A     | battlefield | bf3      |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then the events include, in order:
      | type     | object | from |
      | killed   | hgA    |      |
      | recalled | fA     | bf3  |
      | killed   | hgB    |      |
      | recalled | fB     | bf2  |
    And these events did not happen:
      | type   | object |
      | killed | fA     |
      | killed | fB     |

  @rule:riftbound:373.1
  Scenario: [7] The same deaths on B's turn: B's Hourglass executes first, not the seat order of the players
    Given the objects:
      | id  | card              | owner | zone        | location |
      | hgA | Probe Hourglass   | A     | base        |          |
      | fA  | Probe Footsoldier | A     | battlefield | bf3      |
      | hgB | Probe Hourglass   | B     | base        |          |
      | fB  | Probe Footsoldier | B     | battlefield | bf2      |
      | ca1 | Probe Cataclysm   | B     | hand        |          |
    And the turn:
      | turn        | 4      |
      | turn player | B      |
      | phase       | action |
      | priority    | B      |
    When B plays ca1
    And all players pass priority
    Then the events include, in order:
      | type     | object | from |
      | killed   | hgB    |      |
      | recalled | fB     | bf2  |
      | killed   | hgA    |      |
      | recalled | fA     | bf3  |
    And these events did not happen:
      | type   | object |
      | killed | fA     |
      | killed | fB     |

  @rule:riftbound:373.2 @rule:riftbound:373
  Scenario: [8] The Wanderer's replacement applied first saves the smaller units at her battlefield in one sequence; saved afterwards by the Hourglass, she does not save the units in base
    Given the objects:
      | id  | card              | owner | zone        | location |
      | sw  | Probe Wanderer    | A     | battlefield | bf3      |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | f2  | Probe Footsoldier | A     | battlefield | bf3      |
      | f3  | Probe Footsoldier | A     | base        |          |
      | f4  | Probe Footsoldier | A     | base        |          |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then A must choose replacement:
      | options | ["sw", "hg1"] |
    When A chooses sw
    Then A must choose replacement:
      | source  | hg1                |
      | options | ["sw", "f3", "f4"] |
    When A chooses sw
    Then the events include, in order:
      | type      | object | from |
      | exhausted | f1     |      |
      | recalled  | f1     | bf3  |
      | exhausted | f2     |      |
      | recalled  | f2     | bf3  |
      | killed    | hg1    |      |
      | recalled  | sw     | bf3  |
      | exhausted | sw     |      |
    And the events include, in order:
      | moment | type   | object |
      | deaths | killed | f3     |
      | deaths | killed | f4     |
    And the objects are:
      | id | zone  | exhausted |
      | sw | base  | true      |
      | f1 | base  | true      |
      | f2 | base  | true      |
      | f3 | trash | false     |
      | f4 | trash | false     |

  @rule:riftbound:373.2
  Scenario: [9] The Hourglass applied first recalls the Wanderer to base; her replacement then saves only the units in base, and those at the battlefield die
    Given the objects:
      | id  | card              | owner | zone        | location |
      | sw  | Probe Wanderer    | A     | battlefield | bf3      |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | f2  | Probe Footsoldier | A     | battlefield | bf3      |
      | f3  | Probe Footsoldier | A     | base        |          |
      | f4  | Probe Footsoldier | A     | base        |          |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then A must choose replacement:
      | options | ["sw", "hg1"] |
    When A chooses hg1
    Then A must choose replacement:
      | source  | hg1                            |
      | options | ["sw", "f1", "f2", "f3", "f4"] |
    When A chooses sw
    Then the events include, in order:
      | type      | object | from |
      | killed    | hg1    |      |
      | recalled  | sw     | bf3  |
      | exhausted | sw     |      |
      | exhausted | f3     |      |
      | exhausted | f4     |      |
    And the events include, in order:
      | moment | type   | object |
      | deaths | killed | f1     |
      | deaths | killed | f2     |
    And these events did not happen:
      | type     | object |
      | killed   | f3     |
      | killed   | f4     |
      | recalled | f1     |
      | recalled | f2     |
    And the objects are:
      | id | zone  | exhausted |
      | sw | base  | true      |
      | f1 | trash | false     |
      | f2 | trash | false     |
      | f3 | base  | true      |
      | f4 | base  | true      |

  @rule:riftbound:373.2
  Scenario: [10] One sequence covers only the events that qualify: a unit as strong as the Wanderer and a unit elsewhere die with her
    Given the objects:
      | id  | card              | owner | zone        | location |
      | sw  | Probe Wanderer    | A     | battlefield | bf3      |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | c1  | Probe Conqueror   | A     | battlefield | bf3      |
      | f3  | Probe Footsoldier | A     | base        |          |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then the events include, in order:
      | type     | object | from |
      | recalled | f1     | bf3  |
    And the events include, in order:
      | moment | type   | object |
      | deaths | killed | sw     |
      | deaths | killed | c1     |
      | deaths | killed | f3     |
    And these events did not happen:
      | type     | object |
      | killed   | f1     |
      | recalled | c1     |
    And the objects are:
      | id | zone  | exhausted |
      | f1 | base  | true      |
      | sw | trash | false     |
      | c1 | trash | false     |
      | f3 | trash | false     |

  @rule:riftbound:373.2.a.1 @rule:riftbound:373.2
  Scenario: [11] A replacement of a step inside the Wanderer's sequence does not end it: the Anchor turns each recall into a draw and the sequence goes on to the next unit
    Given the objects:
      | id  | card              | owner | zone        | location |
      | an1 | Probe Anchor      | A     | base        |          |
      | sw  | Probe Wanderer    | A     | battlefield | bf3      |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | f2  | Probe Footsoldier | A     | battlefield | bf3      |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then the events include, in order:
      | type      | object | player | card   |
      | exhausted | f1     |        |        |
      | drew      |        | A      | deckA1 |
      | exhausted | f2     |        |        |
      | drew      |        | A      | deckA2 |
    And the events include, in order:
      | type   | object |
      | killed | sw     |
    And these events did not happen:
      | type     | object |
      | recalled | f1     |
      | recalled | f2     |
      | killed   | f1     |
      | killed   | f2     |
    And the objects are:
      | id | zone        | location | exhausted |
      | f1 | battlefield | bf3      | true      |
      | f2 | battlefield | bf3      | true      |

  @rule:riftbound:373.2.a.1
  Scenario: [12] The nested replacement lets no other replacement in: the Hourglass applied next acts only once the Wanderer's sequence has saved both units
    Given the objects:
      | id  | card              | owner | zone        | location |
      | an1 | Probe Anchor      | A     | base        |          |
      | sw  | Probe Wanderer    | A     | battlefield | bf3      |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | f2  | Probe Footsoldier | A     | battlefield | bf3      |
      | hg1 | Probe Hourglass   | A     | base        |          |
      | ca1 | Probe Cataclysm   | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then A must choose replacement:
      | options | ["sw", "hg1"] |
    When A chooses sw
    Then the events include, in order:
      | type      | object | player | card   |
      | exhausted | f1     |        |        |
      | drew      |        | A      | deckA1 |
      | exhausted | f2     |        |        |
      | drew      |        | A      | deckA2 |
      | killed    | hg1    |        |        |
      | drew      |        | A      | deckA3 |
      | exhausted | sw     |        |        |
    And these events did not happen:
      | type   | object |
      | killed | f1     |
      | killed | f2     |
      | killed | sw     |

  @rule:riftbound:375
  Scenario: [13] A replacement inherits the modifications of the event it replaces: the Mint's extra copy of a token played ready enters ready too
    Given the objects:
      | id  | card               | owner | zone |
      | mt1 | Probe Mint         | A     | base |
      | cr1 | Probe Call to Arms | A     | hand |
    When A plays cr1
    And all players pass priority
    Then the events include, in order:
      | moment | type         | object | card          | player | location |
      | mint   | token_played | cr1+1  | Recruit Token | A      | base     |
      | mint   | token_played | cr1+2  | Recruit Token | A      | base     |
    And the objects are:
      | id    | zone | exhausted |
      | cr1+1 | base | false     |
      | cr1+2 | base | false     |

  @rule:riftbound:375
  Scenario: [14] Nothing is inherited that the replaced event did not carry: a plain token and the Mint's copy both enter exhausted
    Given the objects:
      | id  | card       | owner | zone |
      | mt1 | Probe Mint | A     | base |
      | lv1 | Probe Levy | A     | hand |
    When A plays lv1
    And all players pass priority
    Then the events include, in order:
      | moment | type         | object | card          |
      | mint   | token_played | lv1+1  | Recruit Token |
      | mint   | token_played | lv1+2  | Recruit Token |
    And the objects are:
      | id    | zone | exhausted |
      | lv1+1 | base | true      |
      | lv1+2 | base | true      |
    # One Mint replaces the one token with two, no more.
    And the state includes:
      | path           | value                      |
      | players.A.base | ["mt1", "lv1+1", "lv1+2"]  |

  @rule:riftbound:373 @rule:riftbound:370.3
  Scenario: [15] Two units die at once and the optional trash replacement is declined: both die and the card stays in the trash
    Given the objects:
      | id  | card                  | owner | zone        | location |
      | gs1 | Probe Guardian Spirit | A     | trash       |          |
      | f1  | Probe Footsoldier     | A     | battlefield | bf3      |
      | f2  | Probe Footsoldier     | A     | battlefield | bf3      |
      | ca1 | Probe Cataclysm       | A     | hand        |          |
    When A plays ca1
    And all players pass priority
    Then A must choose replacement:
      | source  | gs1                     |
      | options | ["f1", "f2", "decline"] |
    When A chooses decline
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | f1     |     |
      | resolve | killed   | f2     |     |
      | resolve | resolved |        | ca1 |
    And these events did not happen:
      | type         | object | to         |
      | zone_changed | gs1    | banishment |
      | recalled     | f1     |            |
      | recalled     | f2     |            |
    And the objects are:
      | id  | zone  |
      | f1  | trash |
      | f2  | trash |
      | gs1 | trash |

  @rule:riftbound:370.1 @rule:riftbound:370.1.a @rule:riftbound:370.3
  Scenario: [16] The Guardian Spirit is offered only for a unit its owner controls; applied to a unit dealt lethal damage, it heals it, and the opponent's unit dies
    # Probe Volley deals 2 to A's and B's Footsoldiers at once. "If a unit you control would die" qualifies A's
    # unit only (370.1): A is asked about fA alone. The replacement's instructions replace the death (370.1.a):
    # fA loses its damage, is exhausted and recalled; B's unit dies as usual.
    Given the objects:
      | id  | card                  | owner | zone        | location |
      | gs1 | Probe Guardian Spirit | A     | trash       |          |
      | fA  | Probe Footsoldier     | A     | battlefield | bf3      |
      | fB  | Probe Footsoldier     | B     | battlefield | bf2      |
      | vo1 | Probe Volley          | A     | hand        |          |
    When A plays vo1 targeting fA, fB
    And all players pass priority
    Then A must choose replacement:
      | source  | gs1               |
      | options | ["fA", "decline"] |
    When A chooses fA
    Then the events include, in order:
      | type         | object | from  | to         |
      | zone_changed | gs1    | trash | banishment |
      | recalled     | fA     | bf3   |            |
    And the events include, in order:
      | type   | object |
      | healed | fA     |
    And the events include, in order:
      | type   | object |
      | killed | fB     |
    And these events did not happen:
      | type   | object |
      | killed | fA     |
    And the objects are:
      | id  | zone       | damage | exhausted |
      | fA  | base       | 0      | true      |
      | fB  | trash      | 0      | false     |
      | gs1 | banishment | 0      | false     |

  @rule:riftbound:370.1 @rule:riftbound:370.1.a
  Scenario: [17] A single death: the Wanderer saves a smaller unit of hers at her battlefield, but not once it is in base
    # Probe Cull kills one unit, so the Wanderer's replacement has that one event to replace (370.1.a): f1 (Might
    # 2, less than her 3) at her battlefield is healed, exhausted and recalled instead of dying. Back in base f1 is
    # no longer "here", so the next Cull's kill does not qualify (370.1) and f1 dies.
    Given the objects:
      | id  | card              | owner | zone        | location |
      | sw  | Probe Wanderer    | A     | battlefield | bf3      |
      | f1  | Probe Footsoldier | A     | battlefield | bf3      |
      | cu1 | Probe Cull        | A     | hand        |          |
      | cu2 | Probe Cull        | A     | hand        |          |
    When A plays cu1 targeting f1
    And all players pass priority
    Then the events include, in order:
      | type     | object | from |
      | recalled | f1     | bf3  |
    And these events did not happen:
      | type   | object |
      | killed | f1     |
    And the objects are:
      | id | zone        | exhausted |
      | f1 | base        | true      |
      | sw | battlefield | false     |
    When A plays cu2 targeting f1
    And all players pass priority
    Then the objects are:
      | id | zone        |
      | f1 | trash       |
      | sw | battlefield |

  @rule:riftbound:372 @rule:riftbound:370.3
  Scenario: [18] Two replacement effects on one unit's death, the optional one ordered first: declined, it leaves the death to the next one, which saves the unit
    # Probe Cull kills fA alone. The Guardian Spirit in A's trash and the Hourglass in A's base would both replace
    # that death; A, fA's owner, orders them (372): the Guardian Spirit first. Its "you may" is declined (370.3),
    # so the death is not yet replaced and the next effect in A's order applies to it: the Hourglass dies
    # instead and fA is recalled exhausted.
    Given the objects:
      | id  | card                  | owner | zone        | location |
      | gs1 | Probe Guardian Spirit | A     | trash       |          |
      | hg1 | Probe Hourglass       | A     | base        |          |
      | fA  | Probe Footsoldier     | A     | battlefield | bf3      |
      | cu1 | Probe Cull            | A     | hand        |          |
    When A plays cu1 targeting fA
    And all players pass priority
    Then A must choose replacement:
      | options | ["gs1", "hg1"] |
    When A chooses gs1
    Then A must choose replacement:
      | source  | gs1               |
      | options | ["fA", "decline"] |
    When A chooses decline
    Then the events include, in order:
      | type     | object | from |
      | killed   | hg1    |      |
      | recalled | fA     | bf3  |
    And these events did not happen:
      | type   | object |
      | killed | fA     |
    And the objects are:
      | id  | zone  | exhausted |
      | fA  | base  | true      |
      | gs1 | trash | false     |
      | hg1 | trash | false     |
