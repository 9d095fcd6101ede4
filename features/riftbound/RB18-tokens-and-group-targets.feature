Feature: RB18 - Tokens, group targets and illegal states

  # 347.2: a token is not a card, yet it is played (it enters like a unit of its type and counts as played).
  # 352.11-352.11.b: a group of targets whose requirement (one battlefield, total Might 4 or less) is met by
  # the group as a whole, first as the spell is played, and again on resolution, where a group that no
  # longer meets it is cut down to a subset its controller picks. 355.2 / 393.2: a card or an ability can't
  # be played if its outcome would be an illegal state (units of three players at one battlefield), which
  # needs three players.

  @rule:riftbound:347.2 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [1] A spell plays a unit token: it enters exhausted as its controller's unit and counts as a unit played
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | dm     | Probe Drillmaster | A     | base      |
      | mus1   | Probe Muster      | A     | hand      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays mus1
    And all players pass priority
    Then the events include, in order:
      | type         | object | card          | player | location | id   | source |
      | token_played | mus1+1 | Recruit Token | A      | base     |      |        |
      | chain_push   |        |               |        |          | dm#1 | dm     |
    And the objects are:
      | id     | card          | owner | controller | zone | location | exhausted | might |
      | mus1+1 | Recruit Token | A     | A          | base | base     | true      | 1     |
    And the state includes:
      | path           | value            |
      | players.A.base | ["dm", "mus1+1"] |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | id   | player | card   |
      | resolve | drew     |      | A      | deckA1 |
      | resolve | resolved | dm#1 |        |        |

  @rule:riftbound:347.2 @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [2] A token is not a card: once killed it goes to no trash and no longer exists
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone |
      | mus1  | Probe Muster | A     | hand |
      | cull1 | Probe Cull   | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 3}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays mus1
    And all players pass priority
    And A plays cull1 targeting mus1+1
    And all players pass priority
    Then the events include, in order:
      | type   | object |
      | killed | mus1+1 |
    And the state includes:
      | path            | value             |
      | players.A.trash | ["cull1", "mus1"] |
      | players.A.base  | []                |

  @rule:riftbound:352.11 @rule:riftbound:352.11.a @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [3] A group of units at one battlefield with total Might 4 may be chosen, and all of them are killed
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id  | card              | owner | zone        | location |
      | s1  | Probe Scout       | B     | battlefield | bf2      |
      | s2  | Probe Scout       | B     | battlefield | bf2      |
      | f1  | Probe Footsoldier | B     | battlefield | bf2      |
      | f2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1 | Probe Fox-Fire    | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting s1, s2, f1
    Then the chain is:
      | id  | targets            |
      | ff1 | ["s1", "s2", "f1"] |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | s1     |     |
      | resolve | killed   | s2     |     |
      | resolve | killed   | f1     |     |
      | resolve | resolved |        | ff1 |
    And the objects are:
      | id | zone        |
      | f2 | battlefield |

  @rule:riftbound:352.11 @rule:riftbound:352.11.a @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [4] A group over the total Might, or spread over two battlefields, is rejected
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id  | card              | owner | zone        | location |
      | a1  | Probe Scout       | A     | battlefield | bf1      |
      | s1  | Probe Scout       | B     | battlefield | bf2      |
      | s2  | Probe Scout       | B     | battlefield | bf2      |
      | f1  | Probe Footsoldier | B     | battlefield | bf2      |
      | f2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1 | Probe Fox-Fire    | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting s1, f1, f2
    Then the action is rejected as invalid_target
    When A plays ff1 targeting a1, s1
    Then the action is rejected as invalid_target
    When A plays ff1 targeting f1, f2
    Then the chain is:
      | id  | targets      |
      | ff1 | ["f1", "f2"] |

  @rule:riftbound:352.11.b @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [5] A group pushed over its total Might by a reaction is cut down to a subset its controller picks
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone        | location |
      | s1     | Probe Scout       | B     | battlefield | bf2      |
      | s2     | Probe Scout       | B     | battlefield | bf2      |
      | f1     | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1    | Probe Fox-Fire    | A     | hand        |          |
      | rally1 | Probe Rally       | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}, "B": {"energy": 1}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting s1, s2, f1
    And A passes priority
    And B plays rally1 targeting s1
    And all players pass priority
    Then the objects are:
      | id | might |
      | s1 | 2     |
    When all players pass priority
    Then A must choose targets:
      | source  | ff1                |
      | options | ["s1", "s2", "f1"] |
    When A chooses targets s2, f1 for ff1
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | s2     |     |
      | resolve | killed   | f1     |     |
      | resolve | resolved |        | ff1 |
    And the objects are:
      | id | zone        | might |
      | s1 | battlefield | 2     |

  @rule:riftbound:352.11.b @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [6] The subset must meet the requirement and come from the original targets only
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone        | location |
      | s1     | Probe Scout       | B     | battlefield | bf2      |
      | s2     | Probe Scout       | B     | battlefield | bf2      |
      | f1     | Probe Footsoldier | B     | battlefield | bf2      |
      | s3     | Probe Scout       | B     | battlefield | bf2      |
      | ff1    | Probe Fox-Fire    | A     | hand        |          |
      | fA     | Probe Footsoldier | A     | hand        |          |
      | rally1 | Probe Rally       | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}, "B": {"energy": 1}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting s1, s2, f1
    And A passes priority
    And B plays rally1 targeting s1
    And all players pass priority
    And all players pass priority
    Then A must choose targets
    When A chooses targets s1, s2, f1 for ff1
    Then the action is rejected as invalid_target
    When A chooses targets s2, s3 for ff1
    Then the action is rejected as invalid_target
    # The choice being asked is ff1's: naming another source answers nothing.
    When A chooses targets s1, f1 for rally1
    Then the action is rejected
    # Playing a card is no answer to the choice pending (PROTOCOL-riftbound.md: wrong_decision); it stays A's.
    When A plays fA
    Then the action is rejected as wrong_decision
    And A must choose targets
    When A chooses targets s1, f1 for ff1
    Then the events include, in order:
      | moment | type   | object |
      | kill   | killed | s1     |
      | kill   | killed | f1     |
    And no drew event happened
    And the objects are:
      | id | zone        |
      | s2 | battlefield |
      | s3 | battlefield |

  @rule:riftbound:352.11.b @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [7] A target that left for its base is not affected; the rest still meet the requirement, so nothing is asked
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone        | location |
      | s1     | Probe Scout       | B     | battlefield | bf2      |
      | s2     | Probe Scout       | B     | battlefield | bf2      |
      | f1     | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1    | Probe Fox-Fire    | A     | hand        |          |
      | fb1    | Probe Fallback    | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}, "B": {"energy": 1}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    # f1, the target that leaves, is chosen first: the targets after it are still looked at (356.3.e.5).
    When A plays ff1 targeting f1, s1, s2
    And A passes priority
    And B plays fb1 targeting f1
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | s1     |     |
      | resolve | killed   | s2     |     |
      | resolve | resolved |        | ff1 |
    And the objects are:
      | id | zone | location |
      | f1 | base | base     |
    And A has priority

  @rule:riftbound:352.11.b @edition:riftbound:1.2
  Scenario: [8] v1.2: a target moved to another battlefield is no longer one of the group's legal targets
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone        | location |
      | s1     | Probe Scout       | B     | battlefield | bf2      |
      | s2     | Probe Scout       | B     | battlefield | bf2      |
      | f1     | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1    | Probe Fox-Fire    | A     | hand        |          |
      | rA1    | Probe Fury Rune   | A     | base        |          |
      | shift1 | Probe Shift       | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}, "B": {"energy": 1}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting f1, s1, s2
    And A passes priority
    And B plays shift1 to bf3 targeting f1
    And all players pass priority
    # A uses its rune's Add ability meanwhile: the group was still chosen at bf2, where f1 no longer is.
    And A activates rA1
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | s1     |     |
      | resolve | killed   | s2     |     |
      | resolve | resolved |        | ff1 |
    And the objects are:
      | id | zone        | location |
      | f1 | battlefield | bf3      |

  @rule:riftbound:355.11.b @edition:riftbound:1.3
  Scenario: [9] v1.3: a target moved to another battlefield may still be kept, if every unit kept is at one battlefield
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone        | location |
      | s1     | Probe Scout       | B     | battlefield | bf2      |
      | s2     | Probe Scout       | B     | battlefield | bf2      |
      | f1     | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1    | Probe Fox-Fire    | A     | hand        |          |
      | shift1 | Probe Shift       | B     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}, "B": {"energy": 1}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting s1, s2, f1
    And A passes priority
    And B plays shift1 to bf3 targeting f1
    And all players pass priority
    And all players pass priority
    Then A must choose targets:
      | options | ["s1", "s2", "f1"] |
    When A chooses targets s1, f1 for ff1
    Then the action is rejected as invalid_target
    When A chooses targets f1 for ff1
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | f1     |     |
      | resolve | resolved |        | ff1 |
    And the objects are:
      | id | zone        |
      | s1 | battlefield |
      | s2 | battlefield |

  @rule:riftbound:355.2 @needs:multiplayer @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [10] A spell can't be played if it would move a unit onto a battlefield holding units of two other players
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
    And the objects:
      | id     | card              | owner | zone        | location |
      | u1     | Probe Footsoldier | A     | base        |          |
      | u2     | Probe Footsoldier | B     | battlefield | bf2      |
      | u3     | Probe Footsoldier | C     | battlefield | bf2      |
      | u4     | Probe Footsoldier | B     | battlefield | bf1      |
      | shift1 | Probe Shift       | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "B"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "C"}],
       "rune_pools": {"A": {"energy": 1}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays shift1 to bf2 targeting u1
    Then the action is rejected
    When A plays shift1 to bf1 targeting u1
    Then the chain is:
      | id     | targets |
      | shift1 | ["u1"]  |

  @rule:riftbound:393.2 @needs:multiplayer @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [11] An ability can't be activated if it would move a unit onto a battlefield holding units of two other players
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
      | C      |
    And the objects:
      | id   | card              | owner | zone        | location |
      | fer1 | Probe Ferry       | A     | base        |          |
      | u1   | Probe Footsoldier | A     | base        |          |
      | u2   | Probe Footsoldier | B     | battlefield | bf2      |
      | u3   | Probe Footsoldier | C     | battlefield | bf2      |
      | u4   | Probe Footsoldier | B     | battlefield | bf1      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "B"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
                         "contested": true, "contested_by": "C"}]}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A activates fer1 targeting u1, bf2
    Then the action is rejected
    When A activates fer1 targeting u1, bf1
    Then the chain is:
      | id     | source | targets       |
      | fer1#1 | fer1   | ["u1", "bf1"] |

  @rule:riftbound:352.11 @rule:riftbound:352.11.a @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [12] A 0-Might unit adds nothing to a group's total Might
    # Probe Fox-Fire's group (total Might 4 or less): two 2-Might Footsoldiers and Probe Bastion (0 Might) total
    # exactly 4, so the group may be chosen and all three are killed.
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id  | card              | owner | zone        | location |
      | f1  | Probe Footsoldier | B     | battlefield | bf2      |
      | f2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ba1 | Probe Bastion     | B     | battlefield | bf2      |
      | ff1 | Probe Fox-Fire    | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting f1, f2, ba1
    Then the chain is:
      | id  | targets             |
      | ff1 | ["f1", "f2", "ba1"] |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | f1     |     |
      | resolve | killed   | f2     |     |
      | resolve | killed   | ba1    |     |
      | resolve | resolved |        | ff1 |

  @rule:riftbound:352.11 @rule:riftbound:352.11.a @edition:riftbound:1.2 @edition:riftbound:1.3
  Scenario: [13] A group of a single unit meets the requirement on its own: Probe Fox-Fire chooses one unit and kills it
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id  | card              | owner | zone        | location |
      | f1  | Probe Footsoldier | B     | battlefield | bf2      |
      | f2  | Probe Footsoldier | B     | battlefield | bf2      |
      | ff1 | Probe Fox-Fire    | A     | hand        |          |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
       "rune_pools": {"A": {"energy": 2}}}
      """
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ff1 targeting f1
    Then the chain is:
      | id  | targets |
      | ff1 | ["f1"]  |
    When all players pass priority
    Then the events include, in order:
      | moment  | type     | object | id  |
      | resolve | killed   | f1     |     |
      | resolve | resolved |        | ff1 |
    And the objects are:
      | id | zone        |
      | f1 | trash       |
      | f2 | battlefield |
