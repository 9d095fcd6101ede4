@edition:riftbound:1.2
Feature: RB03 - Priority and focus

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
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B"}],
       "rune_pools": {"A": {"energy": 6, "power": {"fury": 2, "mind": 1}},
                      "B": {"energy": 6, "power": {"fury": 2, "mind": 1}}}}
      """

  @rule:riftbound:312 @rule:riftbound:312.2.c @rule:riftbound:332 @rule:riftbound:332.1 @rule:riftbound:333.1.c.3 @edition:riftbound:1.3
  Scenario: [1] The player who starts a chain with a spell holds priority, and only they do
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    Then A has priority
    And A must priority

  @rule:riftbound:312.1 @rule:riftbound:312.1.a @edition:riftbound:1.3
  Scenario: [2] A player without priority cannot play even a Reaction on a chain
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | qs1  | Probe Quick Study | B     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    And B plays qs1
    Then the action is rejected as not_your_decision

  @rule:riftbound:312.2.d @rule:riftbound:312.3 @rule:riftbound:334.1.c.1 @rule:riftbound:335.2 @rule:riftbound:332.3 @rule:riftbound:312.1 @rule:riftbound:312.1.a @edition:riftbound:1.3
  Scenario: [3] Passing on a chain hands priority to the next player in turn order, taking it from the passer
    Given the objects:
      | id   | card              | owner | zone |
      | ins1 | Probe Insight     | A     | hand |
      | qs1  | Probe Quick Study | B     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    And A passes priority
    Then the events include, in order:
      | type     | player |
      | priority | B      |
    And B has priority
    When B plays qs1
    Then the chain is:
      | id   | controller |
      | qs1  | B          |
      | ins1 | A          |

  @rule:riftbound:312.2.a @edition:riftbound:1.3
  Scenario: [4] The new turn player receives priority when their action phase begins in Neutral Open
    Given the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | type        | phase  | player |
      | phase_began | action |        |
      | priority    |        | B      |
    And B has priority

  @rule:riftbound:312.2.b @rule:riftbound:313.2 @rule:riftbound:341 @edition:riftbound:1.3
  Scenario: [5] The player who contests a battlefield gains Focus, and with it priority, as the showdown begins
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A moves u1 to bf1
    Then the events include, in order:
      | moment | type           | battlefield | player |
      |        | showdown_began | bf1         |        |
      | gain   | focus          |             | A      |
      | gain   | priority       |             | A      |
    And the turn is:
      | priority | A |
      | focus    | A |
    # The priority decision says so too: A holds Focus with it (Showdown Open).
    And the state includes:
      | path           | value |
      | decision.focus | true  |

  @rule:riftbound:313 @rule:riftbound:313.3 @rule:riftbound:313.4 @edition:riftbound:1.3
  Scenario: [6] Passing priority on a showdown chain keeps Focus, but Focus alone does not allow acting
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u1    | Probe Footsoldier | A     | battlefield | bf9      |
      | fs1   | Probe Field Study | A     | hand        |          |
      | qs1   | Probe Quick Study | A     | hand        |          |
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
    When A plays fs1
    # The chain makes the showdown Closed: A keeps Focus but holds a plain priority decision, whose pass passes
    # priority on the chain, not Focus (the decision's focus flag is for Showdown Open only).
    Then the turn is:
      | priority | A |
      | focus    | A |
    And the state includes:
      | path           | value |
      | decision.focus | false |
    When A passes priority
    Then the turn is:
      | priority | B |
      | focus    | A |
    When A plays qs1
    Then the action is rejected as not_your_decision

  @rule:riftbound:313.1 @rule:riftbound:313.1.a @edition:riftbound:1.3
  Scenario: [7] The Focus holder in Showdown Open may only use Action or Reaction cards
    Given the objects:
      | id   | card              | owner | zone        | location |
      | u1   | Probe Footsoldier | A     | battlefield | bf9      |
      | f1   | Probe Footsoldier | A     | hand        |          |
      | ins1 | Probe Insight     | A     | hand        |          |
      | am1  | Probe Ambusher    | A     | hand        |          |
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
    When A plays ins1
    Then the action is rejected as timing
    When A plays f1
    Then the action is rejected as timing
    When A plays am1
    Then the objects are:
      | id  | zone |
      | am1 | base |

  @rule:riftbound:313.1 @edition:riftbound:1.3
  Scenario: [8] A player without Focus cannot act in Showdown Open
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf9      |
      | am1 | Probe Ambusher    | B     | hand        |          |
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
    When B plays am1
    Then the action is rejected as not_your_decision

  @rule:riftbound:313.5 @edition:riftbound:1.3
  Scenario: [9] Nobody has Focus in a Neutral State
    Given the objects:
      | id   | card          | owner | zone |
      | ins1 | Probe Insight | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays ins1
    Then the turn is:
      | focus | none |
    When all players pass priority
    Then the turn is:
      | focus    | none |
      | priority | A    |

  @rule:riftbound:313.5 @edition:riftbound:1.3
  Scenario: [10] Focus ends with the showdown
    Given the objects:
      | id | card              | owner | zone        | location |
      | u1 | Probe Footsoldier | A     | battlefield | bf9      |
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
    When A passes focus
    And B passes focus
    Then the events include, in order:
      | type           | battlefield |
      | showdown_ended | bf9         |
    And the turn is:
      | focus    | none |
      | priority | A    |
    And the state includes:
      | path       | value        |
      | turn_state | neutral_open |

  @rule:riftbound:312.2.c @rule:riftbound:312.1.b.1 @edition:riftbound:1.3
  Scenario: [11] A trigger at the start of the Beginning Phase gives its controller priority outside the action phase
    Given the objects:
      | id  | card          | owner | zone |
      | sd1 | Probe Sundial | B     | base |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then the events include, in order:
      | type       | id    | player |
      | chain_push | sd1#1 |        |
      | priority   |       | B      |
    And the turn is:
      | turn        | 4         |
      | turn player | B         |
      | phase       | beginning |
      | step        | beginning |
      | priority    | B         |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | sd1#1 |
    And the turn is:
      | phase    | action |
      | priority | B      |

  @rule:riftbound:312.1 @rule:riftbound:312.1.a @edition:riftbound:1.3
  Scenario: [12] Only a player of the game can hold priority: an action in the name of someone who is not playing is refused
    # C is no player of this game: whatever the code (an unknown id, or not the player who must decide), nothing
    # changes and A keeps priority.
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When C plays f1
    Then the action is rejected
    And A has priority

  @rule:riftbound:312.2.a @edition:riftbound:1.3
  Scenario: [13] A setup that names only the turn player is the Neutral Open state of their action phase, where they hold priority
    # PROTOCOL-riftbound.md section 1: a setup is placed in the action phase with an empty chain and no showdown,
    # so the phase and priority may be left out (the turn number may not: it decides 315.3.a's extra rune); in
    # that Neutral Open state the turn player has priority (312.2.a) and may play a unit.
    Given the objects:
      | id | card              | owner | zone |
      | f1 | Probe Footsoldier | A     | hand |
    And the turn:
      | number      | 3 |
      | turn player | A |
    Then the turn is:
      | turn player | A      |
      | phase       | action |
    And A has priority
    When A plays f1
    And all players pass priority
    Then the objects are:
      | id | zone | location |
      | f1 | base | base     |

  @rule:riftbound:312.1.b @edition:riftbound:1.3
  Scenario: [14] While the turn player chooses which staged showdown begins nobody has priority: playing a card is refused
    # The cleanup after f1 stages showdowns at bf3 and bf4 and asks A which begins (322.13). Nobody holds
    # priority meanwhile, so playing f2 is refused: it answers another kind of decision than the one pending
    # (PROTOCOL-riftbound.md: wrong_decision), and the choice is still A's to make.
    Given the setup also has:
      """
      {"battlefields": [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "contested": true, "contested_by": "A"},
                        {"id": "bf4", "card": "Probe Battlefield", "owner": "B", "contested": true, "contested_by": "A"}]}
      """
    And the objects:
      | id | card              | owner | zone        | location |
      | u3 | Probe Footsoldier | A     | battlefield | bf3      |
      | u4 | Probe Footsoldier | A     | battlefield | bf4      |
      | f1 | Probe Footsoldier | A     | hand        |          |
      | f2 | Probe Footsoldier | A     | hand        |          |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A plays f1
    Then A must choose showdown:
      | options | ["bf3", "bf4"] |
    When A plays f2
    Then the action is rejected as wrong_decision
    And A must choose showdown:
      | options | ["bf3", "bf4"] |
    When A chooses bf4
    Then the state includes:
      | path                 | value |
      | showdown.battlefield | bf4   |
    And the objects are:
      | id | zone |
      | f2 | hand |

  @rule:riftbound:312.1.b.1 @rule:riftbound:312.2.c @edition:riftbound:1.3
  Scenario: [15] While the new turn player orders two triggers of the Beginning Phase nobody has priority, then the newest item's controller receives it
    # B's two Sundials trigger together at the start of B's Beginning Phase (376.3.b): B orders them, a choice
    # made without priority (312.1.b.1), and meanwhile nobody holds it: no chain yet, not the action phase
    # (312.2). Once both are on the chain, B, who controls the newest, receives priority (312.2.c).
    Given the objects:
      | id  | card          | owner | zone |
      | sd1 | Probe Sundial | B     | base |
      | sd2 | Probe Sundial | B     | base |
    And the turn:
      | turn        | 3      |
      | turn player | A      |
      | phase       | action |
      | priority    | A      |
    When A ends their turn
    Then B must order triggers:
      | options | ["sd1#1", "sd2#1"] |
    And no player has priority
    And the turn is:
      | turn        | 4         |
      | turn player | B         |
      | phase       | beginning |
      | step        | beginning |
    When B orders triggers: sd1#1, sd2#1
    Then the chain is:
      | id    | controller |
      | sd2#1 | B          |
      | sd1#1 | B          |
    And B has priority
