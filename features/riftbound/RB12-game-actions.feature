@edition:riftbound:1.2
Feature: RB12 - Game actions

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

  @rule:riftbound:397 @rule:riftbound:398.1.a @edition:riftbound:1.3
  Scenario: [1] A player cannot take a discretionary action during another player's turn
    Given the objects:
      | id | card              | owner | zone        | location |
      | u2 | Probe Footsoldier | B     | battlefield | bf2      |
    When B moves u2 to base
    Then the action is rejected as not_your_decision
    And the objects are:
      | id | location | exhausted |
      | u2 | bf2      | false     |

  @rule:riftbound:398.1.a @edition:riftbound:1.3
  Scenario: [2] A standard move cannot be made while a chain exists
    Given the objects:
      | id   | card              | owner | zone |
      | u1   | Probe Footsoldier | A     | base |
      | ins1 | Probe Insight     | A     | hand |
    When A plays ins1
    And A moves u1 to bf1
    Then the action is rejected as timing

  @rule:riftbound:398.1.b.1 @rule:riftbound:398.1.b.2 @edition:riftbound:1.3
  Scenario: [3] A standard move exhausts the unit as its cost, so an exhausted unit cannot move
    Given the objects:
      | id | card              | owner | zone | exhausted |
      | u1 | Probe Footsoldier | A     | base | false     |
      | u3 | Probe Footsoldier | A     | base | true      |
    When A moves u3 to bf1
    Then the action is rejected
    When A moves u1 to bf1
    Then the events include, in order:
      | type      | object |
      | exhausted | u1     |
      | moved     | u1     |
    And the objects are:
      | id | location | exhausted |
      | u1 | bf1      | true      |

  @rule:riftbound:398.1.b.3 @edition:riftbound:1.3
  Scenario: [4] A unit cannot move to the location it is already at
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    When A moves u1 to base
    Then the action is rejected
    And the objects are:
      | id | exhausted |
      | u1 | false     |

  @rule:riftbound:398.1.b.3 @edition:riftbound:1.3
  Scenario: [5] Without Ganking a unit cannot move from one battlefield directly to another
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf3      |
      | u4 | Probe Footsoldier | A     | battlefield | bf3      |
      | s1 | Probe Scout       | A     | battlefield | bf3      |
    When A moves u1 to bf1
    Then the action is rejected
    # With Ganking, Probe Scout can.
    When A moves s1 to bf1
    Then the objects are:
      | id | zone        | location |
      | s1 | battlefield | bf1      |

  @rule:riftbound:398.1.b.3 @edition:riftbound:1.3
  Scenario: [6] A standard move that names the same unit twice is rejected, and the unit can still move once
    # A unit's standard move is its own inherent action, paid by exhausting it (143.2-143.3, outside the index):
    # one move names each unit at most once. Any rejection code will do; the state stays as it was.
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    When A moves u1, u1 to bf1
    Then the action is rejected
    And the objects are:
      | id | location | exhausted |
      | u1 | base     | false     |
    When A moves u1 to bf1
    Then the objects are:
      | id | location | exhausted |
      | u1 | bf1      | true      |

  @rule:riftbound:398.1.a @edition:riftbound:1.3
  Scenario: [7] A standard move cannot be made during a showdown, even by the turn player holding Focus
    # A showdown is not a Neutral State; once it ends, the same move is allowed.
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | base        |          |
      | u9 | Probe Footsoldier | A     | battlefield | bf9      |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
      | focus       | A      |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf9", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"}],
       "showdown": {"battlefield": "bf9", "combat": false}}
      """
    When A moves u1 to bf1
    Then the action is rejected as timing
    And the objects are:
      | id | location | exhausted |
      | u1 | base     | false     |
    When A passes focus
    And B passes focus
    Then the state includes:
      | path       | value        |
      | turn_state | neutral_open |
    When A moves u1 to bf1
    Then the objects are:
      | id | location | exhausted |
      | u1 | bf1      | true      |

  @rule:riftbound:398.1.b.3 @edition:riftbound:1.3
  Scenario: [8] A player's standard move moves only units they control
    # The standard move is each unit's own ability (143, outside the index), used by its controller: moving an
    # opponent's unit is a forbidden action, even on the mover's own turn.
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
      | u2 | Probe Footsoldier | B     | base |
    When A moves u2 to bf1
    Then the action is rejected
    And the objects are:
      | id | location | exhausted |
      | u2 | base     | false     |
    When A moves u1 to bf1
    Then the objects are:
      | id | location | exhausted |
      | u1 | bf1      | true      |

  @rule:riftbound:398.1.b.3 @edition:riftbound:1.3
  Scenario: [9] A standard move goes to a base or a battlefield of the game: a location that doesn't exist is refused
    # An id that names nothing in the game: PROTOCOL-riftbound.md asks for unknown_object (for a unit too).
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    When A moves u1 to bf7
    Then the action is rejected as unknown_object
    When A moves u9 to bf1
    Then the action is rejected as unknown_object
    And the objects are:
      | id | location | exhausted |
      | u1 | base     | false     |

  @rule:riftbound:398.1.b.3 @edition:riftbound:1.3
  Scenario: [10] A player's standard move moves a unit they control but don't own, and it stays theirs where it goes
    # The other side of [8]: the controller, not the owner, uses a unit's standard move (143, outside the index).
    # Moving about the board is not entering it (185.3, outside the index: the controller is set as a permanent
    # enters the board), so the unit keeps its controller at the battlefield.
    Given the objects:
      | id | card              | owner | controller | zone |
      | u2 | Probe Footsoldier | B     | A          | base |
    When A moves u2 to bf1
    Then the objects are:
      | id | location | exhausted | controller |
      | u2 | bf1      | true      | A          |

  @rule:riftbound:398.1.b.3 @edition:riftbound:1.3
  Scenario: [11] Only a unit on the board has a standard move: a unit card in its owner's hand does not move to base
    # The standard move is an ability of units (143, outside the index), and a unit card in hand is no unit on
    # the board: naming it in a move to base is a forbidden action, and the card stays in hand.
    Given the objects:
      | id | card              | owner | zone |
      | h1 | Probe Footsoldier | A     | hand |
      | u1 | Probe Footsoldier | A     | base |
    When A moves h1 to base
    Then the action is rejected
    And the objects are:
      | id | zone |
      | h1 | hand |
    When A moves u1 to bf1
    Then the objects are:
      | id | location | exhausted |
      | u1 | bf1      | true      |
