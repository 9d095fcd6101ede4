@edition:riftbound:1.2
Feature: RB06 - End of turn

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
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:317.2.a @rule:riftbound:317.2.b @rule:riftbound:323 @rule:riftbound:323.1
  Scenario: [1] The End of Turn special cleanup heals every unit of every player
    Given the objects:
      | id | card        | owner | zone        | location | damage |
      | u1 | Probe Brute | A     | battlefield | bf1      | 2      |
      | u2 | Probe Brute | B     | battlefield | bf2      | 3      |
      | u3 | Probe Brute | A     | base        |          | 1      |
    When A ends their turn
    Then the events include, in order:
      | moment | type   | object | player |
      | heal   | healed | u1     |        |
      | heal   | healed | u2     |        |
      | heal   | healed | u3     |        |
      |        | drew   |        | B      |
    And the objects are:
      | id | damage | zone        |
      | u1 | 0      | battlefield |
      | u2 | 0      | battlefield |
      | u3 | 0      | base        |

  @rule:riftbound:317.3.a @edition:riftbound:1.3
  Scenario: [2] "This turn" effects end in the Expiration Step
    Given the objects:
      | id     | card              | owner | zone        | location |
      | u1     | Probe Footsoldier | A     | battlefield | bf1      |
      | rally1 | Probe Rally       | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays rally1 targeting u1
    And all players pass priority
    Then the state includes:
      | path             | value |
      | objects.u1.might | 3     |
    When A ends their turn
    Then the turn is:
      | turn        | 4 |
      | turn player | B |
    And the state includes:
      | path             | value |
      | objects.u1.might | 2     |

  @rule:riftbound:317.3.b @edition:riftbound:1.3
  Scenario: [3] Every player's rune pool empties as the Expiration Step ends
    Given the objects:
      | id | card        | owner | zone | damage |
      | u3 | Probe Brute | A     | base | 1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2, "power": {"fury": 1}}, "B": {"power": {"calm": 1}}}}
      """
    When A ends their turn
    # After the End of Turn heal (u3) and before the next turn's draw; B's pool holds Power only, and empties too.
    Then the events include, in order:
      | moment | type              | object | player | card   |
      |        | healed            | u3     |        |        |
      | empty  | rune_pool_emptied |        | A      |        |
      | empty  | rune_pool_emptied |        | B      |        |
      |        | drew              |        | B      | deckB1 |
    And the state includes:
      | path                            | value |
      | players.A.rune_pool.energy      | 0     |
      | players.A.rune_pool.power.fury  | 0     |
      | players.B.rune_pool.power.calm  | 0     |

  @rule:riftbound:317.2.b @edition:riftbound:1.3
  Scenario: [4] Healing at the end of turn happens before the next turn begins
    Given the objects:
      | id | card        | owner | zone | damage |
      | u3 | Probe Brute | A     | base | 1      |
    When A ends their turn
    Then the events include, in order:
      | type   | object | player | card   |
      | healed | u3     |        |        |
      | drew   |        | B      | deckB1 |

  @rule:riftbound:317.1.a @edition:riftbound:1.3
  Scenario: [5] "At the end of your turn" effects take place in the Ending Step, before the End of Turn cleanup
    Given the objects:
      | id  | card          | owner | zone |
      | lnA | Probe Lantern | A     | base |
      | lnB | Probe Lantern | B     | base |
    And the objects:
      | id | card        | owner | zone | damage |
      | u3 | Probe Brute | A     | base | 1      |
    When A ends their turn
    Then the events include, in order:
      | type       | id    |
      | chain_push | lnA#1 |
    And these events did not happen:
      | type   | object |
      | healed | u3     |
    And these events did not happen:
      | type       | source |
      | chain_push | lnB    |
    And the turn is:
      | turn     | 3           |
      | phase    | end_of_turn |
      | step     | ending      |
      | priority | A           |
    When all players pass priority
    Then the events include, in order:
      | type   | player | object |
      | drew   | A      |        |
      | healed |        | u3     |

  @rule:riftbound:317.1 @edition:riftbound:1.3
  Scenario: [6] Stunned units stop being stunned in the Ending Step, whoever's turn ends
    # Stun (core rules 410.1.a.2, outside the index): a stunned unit loses the status at the beginning of the next
    # Ending Step, here A's, for A's unit and B's alike.
    Given the objects:
      | id | card              | owner | zone        | location | stunned |
      | uA | Probe Footsoldier | A     | battlefield | bf1      | true    |
      | uB | Probe Footsoldier | B     | battlefield | bf2      | true    |
    Then the objects are:
      | id | stunned |
      | uA | true    |
      | uB | true    |
    When A ends their turn
    Then the turn is:
      | turn        | 4 |
      | turn player | B |
    And the objects are:
      | id | stunned |
      | uA | false   |
      | uB | false   |

  @rule:riftbound:317.3.a @rule:riftbound:317.3 @edition:riftbound:1.2
  Scenario: [7] A "this turn" bonus ends in the Expiration Step: a unit damaged after the End of Turn heal dies there, and v1.2 runs the step once
    # Probe Afterglow ("When I'm healed, draw 1") is healed by the End of Turn Cleanup (317.2): its trigger holds
    # the turn in that step, where A gives Probe Martyr (1 Might; Deathknell: draw 1) +1 Might twice with Probe
    # Rally and deals it 2 with Probe Zap. The Expiration Step ends the Rallies (317.3.a): 2 damage is now lethal
    # and the Martyr dies in turn 3, before the step ends. Its Deathknell resolves in the Expiration Step, which
    # v1.2 does not start over afterwards (v1.3's 317.2.f does).
    Given the objects:
      | id | card            | owner | zone | damage |
      | ag | Probe Afterglow | A     | base | 1      |
    And the objects:
      | id | card         | owner | zone |
      | m1 | Probe Martyr | A     | base |
      | r1 | Probe Rally  | A     | hand |
      | r2 | Probe Rally  | A     | hand |
      | z1 | Probe Zap    | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    When A ends their turn
    Then the turn is:
      | turn     | 3           |
      | phase    | end_of_turn |
      | step     | cleanup     |
      | priority | A           |
    When A plays r1 targeting m1
    And all players pass priority
    And A plays r2 targeting m1
    And all players pass priority
    And A plays z1 targeting m1
    And all players pass priority
    Then the objects are:
      | id | might | damage | zone |
      | m1 | 3     | 2      | base |
    When all players pass priority
    Then the events include, in order:
      | type   | player | card   | object |
      | drew   | A      | deckA1 |        |
      | killed |        |        | m1     |
    And the turn is:
      | turn     | 3           |
      | phase    | end_of_turn |
      | step     | expiration  |
      | priority | A           |
    When all players pass priority
    Then the events include, in order:
      | type | player | card   |
      | drew | A      | deckA2 |
    And these events did not happen:
      | type       | step       |
      | step_began | expiration |
    And the turn is:
      | turn        | 4 |
      | turn player | B |
