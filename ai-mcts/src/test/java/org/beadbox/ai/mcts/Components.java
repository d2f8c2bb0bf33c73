package org.beadbox.ai.mcts;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Manifest;
import javax.xml.parsers.DocumentBuilderFactory;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Game;
import org.beadbox.api.PlayerFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A tiny stand-in for Declarative Services, for the match harness: reads the component
 * descriptions of every bundle jar on the class path, makes the games, evaluators and player
 * factories they declare, and binds each factory's evaluator reference. So the harness plays
 * whatever games are on the test class path, including ones written after it.
 */
final class Components {

    final List<Game> games = new ArrayList<>();
    final List<PlayerFactory> factories = new ArrayList<>();
    final Map<Evaluator, Map<String, Object>> evaluators = new HashMap<>();
    private final List<Object[]> evaluatorBinds = new ArrayList<>();

    /** Every component on the class path, plus {@code extra} factories; references bound. */
    static Components load(PlayerFactory... extra) throws Exception {
        Components c = new Components();
        ClassLoader loader = Components.class.getClassLoader();
        Enumeration<URL> manifests = loader.getResources("META-INF/MANIFEST.MF");
        while (manifests.hasMoreElements()) {
            URL url = manifests.nextElement();
            String header;
            try (InputStream in = url.openStream()) {
                header = new Manifest(in).getMainAttributes().getValue("Service-Component");
            }
            if (header != null) {
                String base = url.toString().substring(0, url.toString().length() - "META-INF/MANIFEST.MF".length());
                for (String path : header.split(",")) {
                    c.component(new URL(base + path.strip()));
                }
            }
        }
        for (PlayerFactory f : extra) {
            c.factories.add(f);
            c.bind(f, "addEvaluator");
        }
        for (Object[] bind : c.evaluatorBinds) {
            for (Map.Entry<Evaluator, Map<String, Object>> e : c.evaluators.entrySet()) {
                Method m = (Method) bind[1];
                m.setAccessible(true);
                if (m.getParameterCount() == 2) {
                    m.invoke(bind[0], e.getKey(), e.getValue());
                } else {
                    m.invoke(bind[0], e.getKey());
                }
            }
        }
        return c;
    }

    /** The game with id {@code id}. */
    Game game(String id) {
        return games.stream().filter(g -> g.info().id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no game " + id + " on the class path; there are "
                        + games.stream().map(g -> g.info().id()).toList() + " and evaluators " + evaluators.values()));
    }

    /** The factory with id {@code id}. */
    PlayerFactory factory(String id) {
        return factories.stream().filter(f -> f.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no player " + id + " on the class path; there are "
                        + factories.stream().map(PlayerFactory::id).toList()));
    }

    private void component(URL xml) throws Exception {
        Document doc;
        try (InputStream in = xml.openStream()) {
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        } catch (IOException e) {
            return;
        }
        Element impl = (Element) doc.getElementsByTagName("implementation").item(0);
        Class<?> type = Class.forName(impl.getAttribute("class"));
        Map<String, Object> props = new HashMap<>();
        NodeList properties = doc.getElementsByTagName("property");
        for (int i = 0; i < properties.getLength(); i++) {
            Element p = (Element) properties.item(i);
            props.put(p.getAttribute("name"), p.getAttribute("value"));
        }
        NodeList provides = doc.getElementsByTagName("provide");
        Object instance = null;
        for (int i = 0; i < provides.getLength(); i++) {
            String service = ((Element) provides.item(i)).getAttribute("interface");
            if (instance == null && (service.equals(Game.class.getName()) || service.equals(Evaluator.class.getName())
                    || service.equals(PlayerFactory.class.getName()))) {
                var ctor = type.getDeclaredConstructor();
                ctor.setAccessible(true);
                instance = ctor.newInstance();
            }
            if (service.equals(Game.class.getName())) {
                games.add((Game) instance);
            } else if (service.equals(Evaluator.class.getName())) {
                evaluators.put((Evaluator) instance, props);
            } else if (service.equals(PlayerFactory.class.getName())) {
                factories.add((PlayerFactory) instance);
            }
        }
        if (instance != null) {
            NodeList refs = doc.getElementsByTagName("reference");
            for (int i = 0; i < refs.getLength(); i++) {
                Element r = (Element) refs.item(i);
                if (r.getAttribute("interface").equals(Evaluator.class.getName())) {
                    bind(instance, r.getAttribute("bind"));
                }
            }
        }
    }

    private void bind(Object instance, String name) {
        for (Method m : instance.getClass().getDeclaredMethods()) {
            if (m.getName().equals(name)) {
                evaluatorBinds.add(new Object[] {instance, m});
                return;
            }
        }
    }
}
