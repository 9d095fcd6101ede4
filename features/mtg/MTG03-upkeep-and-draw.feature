Feature: MTG03 - Upkeep and draw steps

  # The upkeep step has no turn-based action; the draw step starts with the active player's draw.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Island | A     | library |
      | alib3 | Probe Swamp  | A     | library |
      | blib1 | Probe Forest | B     | library |
      | blib2 | Probe Island | B     | library |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |

  @rule:mtg:503.1 @rule:mtg:117.3a
  Scenario: [1] The active player receives priority when the upkeep step begins
    Given the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When all players pass priority
    Then the turn is:
      | turn     | 3      |
      | step     | upkeep |
      | priority | A      |
    And the stack is empty

  @rule:mtg:503.1
  Scenario: [2] Nobody draws a card when the upkeep step begins
    Given the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When all players pass priority
    Then no drew event happened
    And the state includes:
      | path              | value                    |
      | players.A.library | ["alib1", "alib2", "alib3"] |
      | players.A.hand    | []                       |

  @rule:mtg:503.1a @rule:mtg:117.3a @rule:mtg:500.6
  Scenario: [3] An "at the beginning of your upkeep" trigger is on the stack before the active player receives priority
    Given the objects:
      | id        | card           | owner | zone        |
      | fountain1 | Probe Fountain | A     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When all players pass priority
    Then the events include, in order:
      | type       | source    | kind      | controller |
      | stack_push | fountain1 | triggered | A          |
    And the turn is:
      | turn | 3      |
      | step | upkeep |
    And the stack is:
      | kind      | source    | controller |
      | triggered | fountain1 | A          |
    And A has priority

  @rule:mtg:503.1 @rule:mtg:117.3b
  Scenario: [4] The upkeep trigger resolves once both players pass, and the upkeep step goes on
    Given the objects:
      | id        | card           | owner | zone        |
      | fountain1 | Probe Fountain | A     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type         | player | amount |
      | life_changed | A      | 1      |
    And the stack is empty
    And the turn is:
      | step     | upkeep |
      | priority | A      |
    And the state includes:
      | path           | value |
      | players.A.life | 21    |

  @rule:mtg:503.1a
  Scenario: [5] A "your upkeep" trigger of the nonactive player does not trigger
    Given the objects:
      | id        | card           | owner | zone        |
      | fountain2 | Probe Fountain | B     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When all players pass priority
    Then no stack_push event happened
    And the stack is empty

  @rule:mtg:503.1a
  Scenario: [6] Two upkeep triggers of the active player both go on the stack before priority
    Given the objects:
      | id        | card           | owner | zone        |
      | fountain1 | Probe Fountain | A     | battlefield |
      | fountain2 | Probe Fountain | A     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When all players pass priority
    And A orders triggers: fountain1#1, fountain2#1
    Then A has priority
    And the state includes:
      | path               | value     |
      | stack.0.controller | A         |
      | stack.1.controller | A         |
      | stack.0.kind       | triggered |
      | stack.1.kind       | triggered |

  @rule:mtg:503.1 @rule:mtg:117.1a
  Scenario: [7] The active player may cast an instant during the upkeep step
    Given the objects:
      | id    | card       | owner | zone |
      | bolt1 | Probe Bolt | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1}}}
      """
    When A casts bolt1 targeting B
    Then the stack is:
      | id    | kind  | controller |
      | bolt1 | spell | A          |
    And A has priority

  @rule:mtg:503.1 @rule:mtg:117.1b
  Scenario: [8] The active player may activate an ability during the upkeep step
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer1 | Probe Sorcerer | A     | battlefield |
    When A activates sorcerer1 targeting B
    Then the stack is:
      | kind      | source    | controller |
      | activated | sorcerer1 | A          |
    When all players pass priority
    Then the state includes:
      | path           | value |
      | players.B.life | 19    |
    And the turn is:
      | step     | upkeep |
      | priority | A      |

  @rule:mtg:504.1 @rule:mtg:703.4d
  Scenario: [9] The active player draws the top card of their library when the draw step begins
    When all players pass priority
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib1 |
    And the turn is:
      | step | draw |
    And the state includes:
      | path              | value              |
      | players.A.hand    | ["alib1"]          |
      | players.A.library | ["alib2", "alib3"] |

  @rule:mtg:504.2 @rule:mtg:703.3
  Scenario: [10] The active player receives priority in the draw step only after drawing
    When all players pass priority
    # Passing in the upkeep leads into the draw step: when A next holds priority there, the draw is done.
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib1 |
    And the turn is:
      | step     | draw |
      | priority | A    |
    And the state includes:
      | path           | value     |
      | players.A.hand | ["alib1"] |

  @rule:mtg:504.1 @rule:mtg:703.4d
  Scenario: [11] The nonactive player does not draw in another player's draw step
    When all players pass priority
    Then these events did not happen:
      | type | player |
      | drew | B      |
    And the state includes:
      | path              | value              |
      | players.B.library | ["blib1", "blib2"] |

  @rule:mtg:504.1 @rule:mtg:703.1 @rule:mtg:703.1a
  Scenario: [12] The draw of the draw step does not use the stack
    When all players pass priority
    Then no stack_push event happened
    And the stack is empty

  @rule:mtg:703.1a @rule:mtg:504.2
  Scenario: [13] An "at the beginning of each draw step" ability is a trigger that goes on the stack after the draw
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
    When all players pass priority
    Then the events include, in order:
      | type       | player | card  | source | kind      |
      | drew       | A      | alib1 |        |           |
      | stack_push |        |       | mine1  | triggered |
    And the stack is:
      | kind      | source |
      | triggered | mine1  |
    And A has priority
    When all players pass priority
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib2 |
    And the stack is empty
    And the turn is:
      | step     | draw |
      | priority | A    |

  @rule:mtg:504.2 @rule:mtg:117.3d
  Scenario: [14] The nonactive player may act in the draw step once the active player passes
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"mana_pools": {"B": {"R": 1}}}
      """
    When A passes priority
    And B casts bolt2 targeting A
    Then the stack is:
      | id    | controller |
      | bolt2 | B          |
    And the turn is:
      | step     | draw |
      | priority | B    |

  @rule:mtg:502.4 @rule:mtg:503.1a
  Scenario: [15] A trigger from the untap step waits for the upkeep, where it goes on the stack with the upkeep triggers before priority
    # Probe Seer: "Whenever this creature becomes untapped, you gain 1 life." It triggers as A's untap step
    # untaps it, when nobody receives priority; it goes on the stack in the upkeep, with the Fountain's
    # upkeep trigger, in the order A chooses, before A receives priority.
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | seer1     | Probe Seer     | A     | battlefield | true   |
      | fountain1 | Probe Fountain | A     | battlefield | false  |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When all players pass priority
    Then the events include, in order:
      | type     | object |
      | untapped | seer1  |
    And A must order triggers
    And no stack_push event happened
    When A orders triggers: fountain1#1, seer1#1
    Then the events include, in order:
      | type       | source    |
      | stack_push | fountain1 |
      | stack_push | seer1     |
    And the turn is:
      | turn     | 3      |
      | step     | upkeep |
      | priority | A      |
    And the stack is:
      | source    | controller |
      | seer1     | A          |
      | fountain1 | A          |
    And the state includes:
      | path           | value |
      | players.A.life | 20    |
    # What waited is the Seer's own ability: when it resolves, A gains 1 life.
    When all players pass priority
    Then the state includes:
      | path           | value |
      | players.A.life | 21    |

  @rule:mtg:117.1b
  Scenario: [16] An ability whose text allows it only during its controller's upkeep can be activated then (602.5)
    # Probe Colossus: "{9}: Untap this creature. Activate only during your upkeep." A holds priority in A's own
    # upkeep, so the restriction (which rule 602.5 makes binding) is met.
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | colossus1 | Probe Colossus | A     | battlefield | true   |
    And the setup also has:
      """
      {"mana_pools": {"A": {"C": 9}}}
      """
    When A activates colossus1
    Then the stack is:
      | kind      | source    | controller |
      | activated | colossus1 | A          |
    When all players pass priority
    Then the objects are:
      | id        | tapped |
      | colossus1 | false  |

  @rule:mtg:117.1b
  Scenario: [17] An ability allowed only during its controller's upkeep cannot be activated in another player's upkeep (602.5)
    # B holds priority in A's upkeep with the mana to pay, but the upkeep is not B's own.
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | colossus2 | Probe Colossus | B     | battlefield | true   |
    And the setup also has:
      """
      {"mana_pools": {"B": {"C": 9}}}
      """
    When A passes priority
    And B activates colossus2
    Then the action is rejected as timing

  @rule:mtg:117.1b
  Scenario: [18] An ability allowed only during its controller's upkeep cannot be activated in another step of that player's turn (602.5)
    # A holds priority in A's own draw step with the mana to pay: the right player, the wrong step.
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | colossus1 | Probe Colossus | A     | battlefield | true   |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"mana_pools": {"A": {"C": 9}}}
      """
    When A activates colossus1
    Then the action is rejected as timing

  @rule:mtg:117.1b
  Scenario: [19] In its controller's upkeep, an ability allowed only then is still refused for a cost that can't be paid (602.2b)
    # A holds priority in A's own upkeep, so the timing restriction (602.5) is met; eight mana of the nine that
    # {9} asks is what fails: the cost (cannot_pay), not the timing. The other side, nine mana, is [16].
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | colossus1 | Probe Colossus | A     | battlefield | true   |
    And the setup also has:
      """
      {"mana_pools": {"A": {"C": 8}}}
      """
    When A activates colossus1
    Then the action is rejected as cannot_pay
    And A has priority
    And the objects are:
      | id        | tapped |
      | colossus1 | true   |
