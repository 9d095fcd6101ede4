@needs:multiplayer
Feature: MTG17 - Multiplayer: priority, triggers and defending players with three players

  # Turn order is A, B, C. In the defender-choice variant (setup field "defender_choice": true) the
  # active player chooses one opponent as the defending player in the beginning of combat step.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
      | C      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Forest | A     | library |
      | blib1 | Probe Forest | B     | library |
      | blib2 | Probe Forest | B     | library |
      | clib1 | Probe Forest | C     | library |
      | clib2 | Probe Forest | C     | library |
    And the turn:
      | turn          | 4         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |

  @rule:mtg:117.3d
  Scenario: [1] Priority passes to each player in turn order
    When A passes priority
    Then B has priority
    When B passes priority
    Then C has priority
    And the turn is:
      | step | upkeep |
    When C passes priority
    Then the turn is:
      | step     | draw |
      | priority | A    |

  @rule:mtg:117.3d @rule:mtg:117.3a
  Scenario: [2] Priority goes around from the active player even when they are not first in turn order
    Given the turn:
      | turn          | 5         |
      | active player | B         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | B         |
    When B passes priority
    Then C has priority
    When C passes priority
    Then A has priority
    When A passes priority
    Then the turn is:
      | step     | draw |
      | priority | B    |

  @rule:mtg:117.4 @rule:mtg:500.2
  Scenario: [3] Two passes out of three do not end the step
    When A passes priority
    And B passes priority
    Then the turn is:
      | step     | upkeep |
      | priority | C      |
    And no step_ended event happened

  @rule:mtg:117.3b @rule:mtg:117.4
  Scenario: [4] After the last player's spell resolves the active player receives priority
    Given the objects:
      | id    | card       | owner | zone |
      | bolt3 | Probe Bolt | C     | hand |
    And the setup also has:
      """
      {"mana_pools": {"C": {"R": 1}}}
      """
    When A passes priority
    And B passes priority
    And C casts bolt3 targeting B
    Then C has priority
    When C passes priority
    Then A has priority
    When A passes priority
    Then B has priority
    And the stack is:
      | id    |
      | bolt3 |
    When B passes priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bolt3 |
    And the turn is:
      | step     | upkeep |
      | priority | A      |
    And the state includes:
      | path           | value |
      | players.B.life | 17    |

  @rule:mtg:603.3b @rule:mtg:405.3
  Scenario: [5] Triggers of three players go on the stack in APNAP order from the active player
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
      | mine2 | Probe Mine | B     | battlefield |
      | mine3 | Probe Mine | C     | battlefield |
    And the turn:
      | turn          | 5         |
      | active player | B         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | B         |
    When all players pass priority
    Then the events include, in order:
      | type       | source | controller |
      | stack_push | mine2  | B          |
      | stack_push | mine3  | C          |
      | stack_push | mine1  | A          |
    And the stack is:
      | source | controller |
      | mine1  | A          |
      | mine3  | C          |
      | mine2  | B          |
    And B has priority

  @rule:mtg:603.3b @rule:mtg:405.5
  Scenario: [6] The last player in APNAP order has their trigger resolve first
    Given the objects:
      | id    | card       | owner | zone        |
      | mine1 | Probe Mine | A     | battlefield |
      | mine2 | Probe Mine | B     | battlefield |
      | mine3 | Probe Mine | C     | battlefield |
    And the turn:
      | turn          | 5         |
      | active player | B         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | B         |
    When all players pass priority
    And all players pass priority
    # Every Mine makes the active player B draw: the two left on the stack show which one resolved.
    Then the events include, in order:
      | type | player | card  |
      | drew | B      | blib2 |
    And the stack is:
      | source |
      | mine3  |
      | mine2  |

  @rule:mtg:603.3b
  Scenario: [7] End step triggers of three players resolve in reverse APNAP order
    Given the objects:
      | id     | card            | owner | zone        |
      | spark1 | Probe Sparkball | A     | battlefield |
      | spark2 | Probe Sparkball | B     | battlefield |
      | spark3 | Probe Sparkball | C     | battlefield |
    And the turn:
      | turn          | 4               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When all players pass priority
    Then the stack is:
      | source | controller |
      | spark3 | C          |
      | spark2 | B          |
      | spark1 | A          |

  @rule:mtg:506.2a @rule:mtg:508.1b @rule:mtg:703.4h
  Scenario: [8] Without a defender-choice variant every opponent may be attacked
    # 703.4h's negative side with two opponents: without the variant nobody chooses a defending player as the
    # beginning of combat step begins; the active player simply receives priority.
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
      | bear4 | Probe Bear | A     | battlefield |
    And the turn:
      | turn          | 4              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    When all players pass priority
    Then the turn is:
      | step     | beginning of combat |
      | priority | A                   |
    When all players pass priority
    Then A must declare attackers:
      | attackers | bear1, bear4 |
      | targets   | B, C         |
    When A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | bear4    | C      |
    Then the objects are:
      | id    | attacking |
      | bear1 | B         |
      | bear4 | C         |
    When players pass priority until declare blockers
    And B declares no blockers
    And C declares no blockers
    And players pass priority until end of combat
    Then the state includes:
      | path           | value |
      | players.B.life | 18    |
      | players.C.life | 18    |

  @rule:mtg:703.4h @rule:mtg:507.1 @needs:defender_choice
  Scenario: [9] The active player chooses the defending player as the beginning of combat step begins
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
    And the turn:
      | turn          | 4              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"defender_choice": true}
      """
    When all players pass priority
    Then A must choose defending player:
      | options | B, C |
    And the turn is:
      | step | beginning of combat |
    And no player has priority
    # The defending player is one of A's opponents (507.1): A itself is not among the options.
    When A chooses A
    Then the action is rejected as invalid_choice
    When A chooses C
    Then A has priority
    When all players pass priority
    Then A must declare attackers:
      | targets | C |

  @rule:mtg:506.2a @rule:mtg:507.1 @needs:defender_choice
  Scenario: [10] Only the chosen defending player can be attacked
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
    And the turn:
      | turn          | 4              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"defender_choice": true}
      """
    When all players pass priority
    And A chooses C
    And all players pass priority
    Then A must declare attackers:
      | targets | C |
    When A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the action is rejected as invalid_choice

  @rule:mtg:117.3d
  Scenario: [11] A player who has left the game is skipped: priority passes to the next player still in it
    # 104.5, 800.4 (outside the index): a player who loses leaves the game, and a multiplayer game goes on
    # without them. B, at 3 life, loses to A's Probe Bolt; when A then passes, priority goes past B to C, and
    # after A's turn the next turn is C's (102.1, 500.1: the next player in turn order still in the game).
    Given a mtg game with players:
      | player | life |
      | A      | 20   |
      | B      | 3    |
      | C      | 20   |
    And the objects:
      | id    | card       | owner | zone |
      | bolt1 | Probe Bolt | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1}}}
      """
    When A casts bolt1 targeting B
    And all players pass priority
    Then the events include, in order:
      | type        | player |
      | player_lost | B      |
    And the state includes:
      | path      | value |
      | game_over | false |
    And A has priority
    When A passes priority
    Then C has priority
    When players pass priority until upkeep of turn 5
    Then the turn is:
      | turn          | 5 |
      | active player | C |
      | priority      | C |

  @rule:mtg:117.3b
  Scenario: [12] When the active player has left the game, the next player in turn order receives priority in their place
    # 800.4j (outside the index): the turn of a player who left the game goes on without an active player, and
    # where the active player would receive priority, the next player in turn order does. A, at 3 life, loses to
    # B's Probe Bolt in A's own upkeep; after the Bolt has resolved, B receives priority, not A.
    Given a mtg game with players:
      | player | life |
      | A      | 3    |
      | B      | 20   |
      | C      | 20   |
    And the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    And the setup also has:
      """
      {"mana_pools": {"B": {"R": 1}}}
      """
    When A passes priority
    And B casts bolt2 targeting A
    And all players pass priority
    Then the events include, in order:
      | type        | player |
      | player_lost | A      |
    And the turn is:
      | step     | upkeep |
      | priority | B      |

  @rule:mtg:510.1b
  Scenario: [13] An attacker whose player has left the game assigns no combat damage
    # 800.4e (outside the index): combat damage that would be assigned to a player who has left the game is not
    # assigned; 510.1b: an unblocked creature that is attacking nothing assigns no combat damage. B, at 2 life,
    # loses to A's first striker in the first combat damage step and leaves the game (104.5); A's Probe Bear,
    # also attacking B, then deals no damage in the second combat damage step, and the game goes on.
    Given a mtg game with players:
      | player | life |
      | A      | 20   |
      | B      | 2    |
      | C      | 20   |
    And the objects:
      | id      | card         | owner | zone        |
      | knight1 | Probe Knight | A     | battlefield |
      | bear1   | Probe Bear   | A     | battlefield |
    And the turn:
      | turn          | 4                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | knight1  | B      |
      | bear1    | B      |
    And players pass priority until declare blockers
    And B declares no blockers
    And players pass priority until first strike damage
    Then the events include, in order:
      | type         | source  | target | player |
      | damage_dealt | knight1 | B      |        |
      | player_lost  |         |        | B      |
    When players pass priority until end of combat
    Then these events did not happen:
      | type         | source |
      | damage_dealt | bear1  |
    And the state includes:
      | path           | value |
      | game_over      | false |
      | players.C.life | 20    |

  @rule:mtg:511.2
  Scenario: [14] A permanent of a player who has left the game triggers no more
    # 800.4a (outside the index): a player who leaves the game takes every object they own with them. B, at 3
    # life, loses to A's Probe Bolt in A's upkeep; at A's end of combat only A's Probe Trumpet ("At end of
    # combat, you gain 1 life") triggers: B's left the game with B.
    Given a mtg game with players:
      | player | life |
      | A      | 20   |
      | B      | 3    |
      | C      | 20   |
    And the objects:
      | id       | card          | owner | zone        |
      | bolt1    | Probe Bolt    | A     | hand        |
      | trumpet1 | Probe Trumpet | A     | battlefield |
      | trumpet2 | Probe Trumpet | B     | battlefield |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1}}}
      """
    When A casts bolt1 targeting B
    And all players pass priority
    Then the events include, in order:
      | type        | player |
      | player_lost | B      |
    When players pass priority until end of combat
    Then the turn is:
      | step     | end of combat |
      | priority | A             |
    And the stack is:
      | kind      | source   |
      | triggered | trumpet1 |
    When all players pass priority
    Then the stack is empty
    And these events did not happen:
      | type       | source   |
      | stack_push | trumpet2 |
    And the state includes:
      | path           | value |
      | players.A.life | 21    |
      | players.C.life | 20    |

  @rule:mtg:508.4 @rule:mtg:506.2a @rule:mtg:506.3c @needs:defender_choice
  Scenario: [15] Creatures put onto the battlefield attacking after the only defending player has left the game are not attacking
    # A chooses B as the defending player (506.2a) and Probe Garrison attacks B. In response to its trigger
    # ("create two 1/1 Human tokens that are tapped and attacking"), A's Probe Bolt makes B, at 3 life, lose
    # and leave the game (104.5). As the tokens enter, their controller chooses which defending player they
    # attack (508.4): B is no longer in the game (506.3c) and C was never a defending
    # player, so there is nothing they can attack. They enter tapped, but not attacking.
    Given a mtg game with players:
      | player | life |
      | A      | 20   |
      | B      | 3    |
      | C      | 20   |
    And the objects:
      | id        | card           | owner | zone        |
      | garr1     | Probe Garrison | A     | battlefield |
      | mountain1 | Probe Mountain | A     | battlefield |
      | bolt1     | Probe Bolt     | A     | hand        |
    And the turn:
      | turn          | 4              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"defender_choice": true}
      """
    When all players pass priority
    And A chooses B
    And all players pass priority
    And A declares attackers:
      | attacker | target |
      | garr1    | B      |
    Then the stack is:
      | source | kind      |
      | garr1  | triggered |
    When A activates mountain1
    And A casts bolt1 targeting B
    And all players pass priority
    Then the events include, in order:
      | type        | player |
      | player_lost | B      |
    And the stack is:
      | source | kind      |
      | garr1  | triggered |
    When all players pass priority
    Then the objects are:
      | id      | card        | zone        | tapped | attacking |
      | garr1+1 | Human Token | battlefield | true   | none      |
      | garr1+2 | Human Token | battlefield | true   | none      |

  @rule:mtg:117.3d
  Scenario: [16] Priority passes to each of four players in turn order
    # Four players (the Background's three and D), the most the multiplayer capability covers (PROTOCOL.md 2):
    # C passes priority to D, and the step ends only once all four have passed in succession.
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
      | C      |
      | D      |
    And the objects:
      | id    | card         | owner | zone    |
      | dlib1 | Probe Forest | D     | library |
    When A passes priority
    Then B has priority
    When B passes priority
    Then C has priority
    When C passes priority
    Then D has priority
    And the turn is:
      | step | upkeep |
    When D passes priority
    Then the turn is:
      | step     | draw |
      | priority | A    |
