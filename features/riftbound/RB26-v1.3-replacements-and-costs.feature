@edition:riftbound:1.3
Feature: RB26 - Replacement effects under Core Rules v1.3
  # v1.3 rewrote the replacement-effect rules (370-375): what qualifies an event, what a replacement puts in
  # its place, that each one applies once to an event (and to what replaced it), and who controls it. Pinned
  # to 1.3 and tagged in v1.3 numbering; the v1.2 ordering rules stay in RB15 (dual-pinned).

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
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}],
       "rune_pools": {"A": {"energy": 9, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 9, "power": {"fury": 2, "mind": 1}}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |

  @rule:riftbound:370.1 @rule:riftbound:370.1.a @rule:riftbound:374
  Scenario: [1] A replacement belongs to whoever controls its source: an Hourglass A owns but B controls saves B's unit, replacing the death with a kill of the gear and a recall
    Given the objects:
      | id  | card              | owner | controller | zone        | location |
      | hg1 | Probe Hourglass   | A     | B          | base        |          |
      | fB  | Probe Footsoldier | B     | B          | battlefield | bf2      |
      | cu1 | Probe Cull        | A     | A          | hand        |          |
    When A plays cu1 targeting fB
    And all players pass priority
    Then the events include, in order:
      | type     | object | from |
      | killed   | hg1    |      |
      | recalled | fB     | bf2  |
    And these events did not happen:
      | type   | object |
      | killed | fB     |
    And the objects are:
      | id  | zone  | exhausted |
      | fB  | base  | true      |
      | hg1 | trash | false     |

  @rule:riftbound:374 @rule:riftbound:370.1
  Scenario: [2] The same Hourglass does not save a unit of its owner: "friendly" is judged from its controller, so A's unit dies as usual
    Given the objects:
      | id  | card              | owner | controller | zone        | location |
      | hg1 | Probe Hourglass   | A     | B          | base        |          |
      | gA  | Probe Footsoldier | A     | A          | battlefield | bf3      |
      | cu1 | Probe Cull        | A     | A          | hand        |          |
    When A plays cu1 targeting gA
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | gA     |
    And these events did not happen:
      | type     | object |
      | killed   | hg1    |
      | recalled | gA     |
    And the objects are:
      | id  | zone  |
      | gA  | trash |
      | hg1 | base  |

  @rule:riftbound:370.1 @rule:riftbound:370.1.a
  Scenario: [3] A replacement applies to every event that qualifies, whoever causes it: B's Aegis takes 1 off the damage A's spell deals to B's unit
    Given the objects:
      | id  | card            | owner | zone        | location |
      | ae1 | Probe Aegis     | B     | base        |          |
      | tB  | Probe Taunter   | B     | battlefield | bf2      |
      | zp1 | Probe Zap       | A     | hand        |          |
    When A plays zp1 targeting tB
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | tB     | 1      |
    And the objects are:
      | id | zone        | damage |
      | tB | battlefield | 1      |

  @rule:riftbound:370.1
  Scenario: [4] An event that does not qualify is not replaced: B's Aegis leaves damage to A's unit untouched
    Given the objects:
      | id  | card            | owner | zone        | location |
      | ae1 | Probe Aegis     | B     | base        |          |
      | tA  | Probe Taunter   | A     | battlefield | bf3      |
      | zp1 | Probe Zap       | A     | hand        |          |
    When A plays zp1 targeting tA
    And all players pass priority
    Then the events include, in order:
      | type         | target | amount |
      | damage_dealt | tA     | 2      |
    And the objects are:
      | id | zone        | damage |
      | tA | battlefield | 2      |

  @rule:riftbound:370.2
  Scenario: [5] Each replacement applies once to an event and what replaced it: two War Drums turn 1 point into 4, never more
    Given the objects:
      | id  | card              | owner | zone |
      | wd1 | Probe War Drum    | A     | base |
      | wd2 | Probe War Drum    | B     | base |
      | u1  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    Then A must choose replacement:
      | options | ["wd1", "wd2"] |
    When A chooses wd2
    Then the events include, in order:
      | moment | type           | player | battlefield | method  | amount | points |
      | score  | points_scored  | A      | bf1         | conquer |        |        |
      | score  | points_changed | A      |             |         | 4      | 4      |
    And the state includes:
      | path             | value |
      | players.A.points | 4     |

  @rule:riftbound:371 @rule:riftbound:371.1
  Scenario: [6] A 'once each turn' replacement is optional: its controller is asked, applies it, and gains 1 more point
    Given the objects:
      | id  | card              | owner | zone |
      | td1 | Probe Tally Drum  | A     | base |
      | u1  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    Then A must choose replacement:
      | options | ["td1", "decline"] |
    When A chooses td1
    Then the events include, in order:
      | moment | type           | player | battlefield | method  | amount | points |
      | score  | points_scored  | A      | bf1         | conquer |        |        |
      | score  | points_changed | A      |             |         | 2      | 2      |

  @rule:riftbound:371.1
  Scenario: [7] Declining a 'once each turn' replacement leaves the event as it was
    Given the objects:
      | id  | card              | owner | zone |
      | td1 | Probe Tally Drum  | A     | base |
      | u1  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    And A chooses decline
    Then the events include, in order:
      | moment | type           | player | battlefield | method  | amount | points |
      | score  | points_scored  | A      | bf1         | conquer |        |        |
      | score  | points_changed | A      |             |         | 1      | 1      |

  @rule:riftbound:371.2 @rule:riftbound:371.1
  Scenario: [8] A declined 'once each turn' replacement is not used up: the next qualifying event that turn asks again
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the objects:
      | id  | card              | owner | zone |
      | td1 | Probe Tally Drum  | A     | base |
      | u1  | Probe Footsoldier | A     | base |
      | u2  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    And A chooses decline
    And A moves u2 to bf4
    And A passes focus
    And B passes focus
    Then A must choose replacement:
      | options | ["td1", "decline"] |
    When A chooses td1
    Then the events include, in order:
      | moment | type           | player | battlefield | method  | amount | points |
      | score  | points_scored  | A      | bf4         | conquer |        |        |
      | score  | points_changed | A      |             |         | 2      | 3      |

  @rule:riftbound:371
  Scenario: [9] Once applied, a 'once each turn' replacement is not offered again that turn: the second conquest scores 1 point with no question
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf4", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the objects:
      | id  | card              | owner | zone |
      | td1 | Probe Tally Drum  | A     | base |
      | u1  | Probe Footsoldier | A     | base |
      | u2  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    And A chooses td1
    And A moves u2 to bf4
    And A passes focus
    And B passes focus
    Then the events include, in order:
      | moment | type           | player | battlefield | method  | amount | points |
      | score  | points_scored  | A      | bf4         | conquer |        |        |
      | score  | points_changed | A      |             |         | 1      | 3      |
    And the state includes:
      | path             | value |
      | players.A.points | 3     |

  @rule:riftbound:371 @rule:riftbound:368.1
  Scenario: [10] A 'once each turn' replacement applied first is followed by the other replacement on the same event
    # A gains points with both Probe Tally Drum (+1, once each turn) and Probe War Drum (twice as many). A is
    # acted on, so A orders them (368.1): the Tally Drum first, then the War Drum doubles what it made, 1 + 1
    # then 2 x 2 = 4 points.
    Given the objects:
      | id  | card              | owner | zone |
      | td1 | Probe Tally Drum  | A     | base |
      | wd1 | Probe War Drum    | A     | base |
      | u1  | Probe Footsoldier | A     | base |
    When A moves u1 to bf1
    And A passes focus
    And B passes focus
    Then A must choose replacement:
      | options | ["td1", "wd1"] |
    When A chooses td1
    Then A must choose replacement:
      | options | ["td1", "decline"] |
    When A chooses td1
    Then the events include, in order:
      | moment | type           | player | battlefield | method  | amount | points |
      | score  | points_scored  | A      | bf1         | conquer |        |        |
      | score  | points_changed | A      |             |         | 4      | 4      |
